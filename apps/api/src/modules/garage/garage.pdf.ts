import { createRequire } from 'node:module';
import { dayText, localDate } from '@otousta/shared/hours/clock-text';
import { historyPdfTexts } from '@otousta/shared/messages/tr';
import type { HistoryJob, Vehicle } from '@otousta/shared/schemas/garage';
import { formatTurkishNumber } from '@otousta/shared/text/number';
import { formatPrice } from '@otousta/shared/text/price';
import PDFDocument from 'pdfkit';

// The PDF's own standard fonts have no 'ş', 'ğ' or 'İ': DejaVu Sans, shipped by an npm package, is embedded instead.
const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** '09.03.2027': the day of an instant on the Istanbul calendar. */
const day = (iso: string) => dayText(localDate(iso));
const { columns: titles } = historyPdfTexts;

/** Columns of the jobs table: heading, width in points, the cell of one job. */
const columns: { title: string; width: number; cell: (job: HistoryJob) => string }[] = [
  { title: titles.date, width: 70, cell: (job) => day(job.startsAt) },
  { title: titles.business, width: 130, cell: (job) => job.business.name },
  { title: titles.service, width: 160, cell: (job) => job.service },
  { title: titles.km, width: 60, cell: (job) => (job.km === null ? '—' : formatTurkishNumber(job.km)) },
  { title: titles.finalPrice, width: 75, cell: (job) => (job.finalPrice === null ? '—' : formatPrice(job.finalPrice)) },
];

/** 'Servis geçmişi': a vehicle and its completed jobs, latest first, on A4 pages. */
export function historyPdf(vehicle: Vehicle, jobs: HistoryJob[], now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${historyPdfTexts.title} — ${vehicle.plateDisplay}`, Author: 'OtoUsta' },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(historyPdfTexts.title);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(12)
    .text(`${vehicle.plateDisplay} · ${vehicle.brandLabel} ${vehicle.model} · ${vehicle.year}`);
  if (vehicle.km !== null) doc.text(historyPdfTexts.km(formatTurkishNumber(vehicle.km)));
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(historyPdfTexts.prepared(day(now.toISOString())));
  doc.fillColor('black').moveDown(1);

  if (jobs.length === 0) {
    doc.fontSize(11).text(historyPdfTexts.empty);
  } else {
    const left = doc.page.margins.left;
    const row = (cells: string[], font: 'regular' | 'bold') => {
      doc.font(font).fontSize(9);
      const heights = cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 6 }));
      const height = Math.max(...heights) + 6;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      let x = left;
      cells.forEach((text, i) => {
        doc.text(text, x, top + 3, { width: columns[i]!.width - 6 });
        x += columns[i]!.width;
      });
      doc
        .moveTo(left, top + height)
        .lineTo(x, top + height)
        .strokeColor('#ccc')
        .stroke();
      doc.x = left;
      doc.y = top + height;
    };
    row(
      columns.map((c) => c.title),
      'bold',
    );
    for (const job of jobs)
      row(
        columns.map((c) => c.cell(job)),
        'regular',
      );
  }
  doc.end();
  return done;
}
