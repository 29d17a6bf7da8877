import { optionsOf } from './vehicles.js';
// What can be reported and why: plain values, so a report button can show them without loading the schemas.
/** What a visitor can report (issue 'admin area'): a feed post, a comment, a review or a business. */
export const reportTargetTypes = ['post', 'comment', 'review', 'business'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportTargetLabels: Record<ReportTargetType, string> = {
  post: 'Gönderi',
  comment: 'Yorum',
  review: 'Değerlendirme',
  business: 'İşletme',
};

export const reportReasons = optionsOf({
  spam: 'Spam veya reklam',
  hakaret: 'Hakaret veya nefret söylemi',
  yaniltici: 'Yanıltıcı veya sahte içerik',
  uygunsuz: 'Uygunsuz içerik',
  diger: 'Diğer',
});
export type ReportReason = (typeof reportReasons)[number]['value'];

export const REPORT_LIMITS = { detailsMax: 500 } as const;

export const REPORT_SUCCESS = 'Şikayetiniz alındı. Ekibimiz inceleyecek.';
