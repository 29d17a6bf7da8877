import { company } from '../company.js';

/** The fixed words of every mail's layout; each mail brings its own subject, heading, paragraphs and button. */
export const mailLayoutTexts = {
  brand: company.name,
  linkHint: 'Düğme çalışmazsa aşağıdaki bağlantıyı kopyalayıp tarayıcınızın adres çubuğuna yapıştırın:',
  automated: 'Bu e-posta otomatik olarak gönderildi; lütfen yanıtlamayın.',
  unsubscribe: 'Bu tür e-postaları artık almak istemiyorsanız abonelikten çıkın:',
  // Who sends the mail, as commercial mail must say (the operator's title, address and contact).
  sender: `${company.legalName} · ${company.address} · ${company.email}`,
} as const;
