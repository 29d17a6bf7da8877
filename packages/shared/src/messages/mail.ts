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

/**
 * The account mails: password reset, address verification, an address change told to the old address, and the
 * security mails (password changed, a new device, the account deleted).
 */
export const accountMailTexts = {
  passwordChanged: {
    subject: 'Şifreniz değiştirildi',
    heading: 'Şifreniz değiştirildi',
    paragraphs: (name: string, when: string) => [
      `Merhaba ${name},`,
      `${company.name} hesabınızın şifresi ${when} tarihinde değiştirildi; diğer cihazlardaki oturumlarınız kapatıldı.`,
      'Bu değişikliği siz yapmadıysanız aşağıdaki düğmeyle hemen yeni bir şifre belirleyin.',
    ],
    action: 'Şifremi Sıfırla',
  },
  newDevice: {
    subject: 'Hesabınıza yeni bir cihazdan giriş yapıldı',
    heading: 'Yeni cihazdan giriş',
    paragraphs: (name: string, device: string, when: string) => [
      `Merhaba ${name},`,
      `${company.name} hesabınıza ${when} tarihinde ${device} cihazından giriş yapıldı.`,
      'Bu siz değilseniz aşağıdaki düğmeyle Oturumlar listesini açın, bu oturumu kapatın ve şifrenizi değiştirin.',
    ],
    action: 'Oturumu Kapat',
  },
  resetPassword: {
    subject: 'Şifre sıfırlama bağlantınız',
    heading: 'Şifrenizi yenileyin',
    paragraphs: (name: string) => [
      `Merhaba ${name},`,
      'Hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi aşağıdaki düğmeyle belirleyebilirsiniz; bağlantı 60 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
    ],
    action: 'Yeni Şifre Belirle',
  },
  verifyEmail: {
    subject: 'E-posta adresinizi doğrulayın',
    heading: 'E-posta adresinizi doğrulayın',
    paragraphs: (name: string) => [
      `Merhaba ${name},`,
      `Bu adresin size ait olduğunu doğrulamak için aşağıdaki düğmeye tıklayın. Bağlantı 24 saat geçerlidir.`,
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın.',
    ],
    action: 'E-postamı Doğrula',
  },
  changeEmail: {
    subject: 'Yeni e-posta adresinizi onaylayın',
    heading: 'Yeni e-posta adresinizi onaylayın',
    paragraphs: (name: string) => [
      `Merhaba ${name},`,
      `${company.name} hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişiklik, aşağıdaki düğmeye tıkladığınızda geçerli olur. Bağlantı 24 saat geçerlidir.`,
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; hesabınız değişmez.',
    ],
    action: 'Yeni Adresimi Onayla',
  },
  emailChanged: {
    subject: 'E-posta adresiniz değiştirildi',
    heading: 'E-posta adresiniz değiştirildi',
    paragraphs: (name: string, newEmail: string) => [
      `Merhaba ${name},`,
      `${company.name} hesabınızın e-posta adresi ${newEmail} olarak değiştirildi. Artık bu adresle giriş yapacaksınız.`,
      `Bu değişikliği siz yapmadıysanız hemen bizimle iletişime geçin: ${company.email}`,
    ],
    action: 'Giriş Yap',
  },
  accountDeleted: {
    subject: 'Hesabınız silindi',
    heading: 'Hesabınız silindi',
    paragraphs: (name: string, when: string) => [
      `Merhaba ${name},`,
      `${company.name} hesabınız ${when} tarihinde silindi. Profiliniz, fotoğraflarınız, gönderi ve yorumlarınız, değerlendirmeleriniz, mesajlarınız, izinleriniz ve tüm oturumlarınız silindi. Verdiğiniz siparişler satıcıların yasal kayıtlarında adınız ve iletişim bilgileriniz olmadan saklanır.`,
      `Bu işlemi siz yapmadıysanız hemen bizimle iletişime geçin: ${company.email}`,
    ],
    action: 'Bize Ulaşın',
  },
} as const;

/** The shop's mails: the accepted distance sales documents of an order. */
export const orderMailTexts = {
  documents: {
    subject: (orderNumber: string) => `${orderNumber} numaralı siparişiniz: Mesafeli Satış Sözleşmesi`,
    heading: 'Siparişiniz alındı',
    intro: (name: string, orderNumber: string, seller: string) => [
      `Merhaba ${name},`,
      `${seller} satıcısından verdiğiniz ${orderNumber} numaralı sipariş alındı. Sipariş sırasında kabul ettiğiniz Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi aşağıdadır; bu metinler siparişinizle birlikte saklanır ve sipariş ayrıntısında da görünür.`,
    ],
    action: 'Siparişimi Gör',
  },
} as const;
