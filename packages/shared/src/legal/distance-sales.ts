import { company } from '../company.js';
import { formatPrice } from '../text/price.js';

/**
 * The pre-contract information form (Ön Bilgilendirme Formu) and the distance sales contract (Mesafeli Satış
 * Sözleşmesi) a buyer accepts at checkout, one pair per seller's order (6502 sayılı Tüketicinin Korunması Hakkında
 * Kanun; Mesafeli Sözleşmeler Yönetmeliği). The API renders them for the checkout preview and again when it stores
 * the order, from the same input with this same function, so the text the buyer read is the text kept
 * (docs/decisions/028-distance-sales-returns-and-product-reviews.md). A change of wording is a new template id: stored
 * orders keep the id and text they were accepted with.
 */
export const DISTANCE_SALES_TEMPLATE_ID = 'mesafeli-satis-2026-11-v1';

/** Days after delivery in which a buyer may withdraw without giving a reason (cayma hakkı). */
export const WITHDRAWAL_DAYS = 14;
/** Spare parts carry the standard VAT rate; listed prices include it. */
export const VAT_RATE_PERCENT = 20;

export interface DistanceSalesInput {
  seller: { legalTitle: string; taxOffice: string; taxNumber: string; address: string; phone: string };
  buyer: { fullName: string; phone: string; email: string };
  deliveryAddress: { fullName: string; phone: string; city: string; district: string; address: string };
  items: readonly { name: string; quantity: number; unitPriceKurus: number }[];
  paymentMethodLabel: string;
}

export interface DistanceSalesDocuments {
  templateId: string;
  preliminaryInfo: string;
  contract: string;
}

const lira = (kurus: number) => formatPrice(kurus / 100);
/** The VAT a VAT-inclusive amount holds, to the kuruş. */
const vatOf = (grossKurus: number) => Math.round((grossKurus * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

function summary(input: DistanceSalesInput) {
  const total = input.items.reduce((sum, item) => sum + item.unitPriceKurus * item.quantity, 0);
  const lines = input.items.map(
    (item) =>
      `- ${item.name} · ${item.quantity} adet × ${lira(item.unitPriceKurus)} = ${lira(item.unitPriceKurus * item.quantity)} (KDV dahil)`,
  );
  return [
    ...lines,
    `Kargo ücreti: ${lira(0)} (satıcı karşılar)`,
    `Toplam (KDV dahil): ${lira(total)}`,
    `Toplama dahil KDV (%${VAT_RATE_PERCENT}): ${lira(vatOf(total))}`,
  ];
}

const sellerLines = ({ seller }: DistanceSalesInput) => [
  `Ticari unvan: ${seller.legalTitle}`,
  `Adres: ${seller.address}`,
  `Vergi dairesi / numarası: ${seller.taxOffice} / ${seller.taxNumber}`,
  `Telefon: ${seller.phone}`,
];

const buyerLines = ({ buyer, deliveryAddress: d }: DistanceSalesInput) => [
  `${BUYER_DOCUMENT_LINES.name}: ${buyer.fullName}`,
  `${BUYER_DOCUMENT_LINES.personal[0]}: ${buyer.phone}`,
  `${BUYER_DOCUMENT_LINES.personal[1]}: ${buyer.email}`,
  `${BUYER_DOCUMENT_LINES.personal[2]}: ${d.fullName}, ${d.address}, ${d.district}/${d.city}, ${d.phone}`,
];

const withdrawal = [
  `Alıcı, ürünün kendisine veya gösterdiği kişiye teslim edildiği günden başlayarak ${WITHDRAWAL_DAYS} gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayma hakkına sahiptir.`,
  `Cayma hakkı, ${company.name} hesabında Siparişlerim > sipariş ayrıntısı > 'İade Talebi Oluştur' ile, iade edilecek ürün ve adedi seçilerek kullanılır; bildirim süresi içinde yapılan talep yeterlidir.`,
  'Satıcı talebi onayladığında iade adresi alıcıya gösterilir; alıcı ürünü onaydan sonra 10 gün içinde bu adrese gönderir. Satıcı, ürünü teslim aldığını bildirdiği anda iade tamamlanır ve ödenen bedel en geç 14 gün içinde alıcıya geri ödenir.',
  'Ürünün olağan kullanımı dışında zarar görmesi hâlinde alıcı, değer kaybından sorumludur. Satıcının reddettiği talebi alıcı, pazar yeri yönetimine itiraz ederek inceletebilir.',
  'Alıcı, şikâyet ve itirazlarını Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde tüketici hakem heyetine veya tüketici mahkemesine iletebilir.',
];

/**
 * The labels of the buyer's personal lines: a buyer who deletes their account has them blanked in their stored
 * documents (the seller's and the deal's lines stay).
 */
export const BUYER_DOCUMENT_LINES = {
  name: 'Ad soyad',
  personal: ['Cep telefonu', 'E-posta', 'Teslimat adresi'],
} as const;

/** The two documents for one seller's order, as plain text (shown in a scrollable box, stored, mailed). */
export function renderDistanceSalesDocuments(input: DistanceSalesInput): DistanceSalesDocuments {
  const preliminaryInfo = [
    'ÖN BİLGİLENDİRME FORMU',
    '',
    '1. SATICI',
    ...sellerLines(input),
    `Aracı hizmet sağlayıcı: ${company.legalName}, ${company.address}, ${company.email}`,
    '',
    '2. ALICI',
    ...buyerLines(input),
    '',
    '3. ÜRÜNLER VE FİYATLAR',
    ...summary(input),
    '',
    '4. ÖDEME VE TESLİMAT',
    `Ödeme yöntemi: ${input.paymentMethodLabel}. Bedel, ürün teslim edilirken kargo görevlisine nakit veya kartla ödenir; teslimattan önce hiçbir ödeme alınmaz.`,
    'Satıcı siparişi en geç 3 iş günü içinde kargoya verir; teslimat, yasal 30 günlük süreyi aşmamak üzere kargo firmasının dağıtım süresine bağlıdır. Sipariş kargoya verilene kadar alıcı siparişi iptal edebilir.',
    '',
    '5. CAYMA HAKKI',
    ...withdrawal,
    '',
    'Alıcı, bu formu okuyup sözleşme kurulmadan önce bilgilendirildiğini kabul eder.',
  ].join('\n');

  const contract = [
    'MESAFELİ SATIŞ SÖZLEŞMESİ',
    '',
    'Madde 1 – Taraflar',
    'SATICI',
    ...sellerLines(input),
    'ALICI',
    ...buyerLines(input),
    '',
    'Madde 2 – Konu',
    `Bu sözleşme, alıcının ${company.name} pazar yeri üzerinden satıcıdan elektronik ortamda sipariş ettiği aşağıdaki ürünlerin satışı ve teslimine ilişkin tarafların hak ve yükümlülüklerini, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümlerine göre düzenler.`,
    '',
    'Madde 3 – Ürünler, fiyatlar ve ödeme',
    ...summary(input),
    `Ödeme yöntemi: ${input.paymentMethodLabel} (bedel teslimatta ödenir).`,
    '',
    'Madde 4 – Teslimat',
    'Ürünler, alıcının yukarıda belirttiği teslimat adresine kargo ile gönderilir; satıcı en geç 3 iş günü içinde kargoya verir ve teslimat her hâlde 30 günü aşmaz. Teslim edilemeyen sipariş iptal edilir.',
    '',
    'Madde 5 – Cayma hakkı',
    ...withdrawal,
    '',
    'Madde 6 – Yürürlük',
    'Alıcı, siparişi onaylamadan önce Ön Bilgilendirme Formunu ve bu sözleşmeyi okuyup kabul ettiğini beyan eder; sözleşme siparişin onaylanmasıyla kurulur ve bir örneği alıcının e-posta adresine gönderilir.',
  ].join('\n');

  return { templateId: DISTANCE_SALES_TEMPLATE_ID, preliminaryInfo, contract };
}
