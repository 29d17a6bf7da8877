import { USER_LIMITS } from '../schemas/user.js';

/**
 * The words of the account screens: forgotten password, verification, and the security and privacy parts of
 * /profilim. Error texts live with their codes in tr.ts; these are the labels, explanations and success lines.
 */

export const passwordRuleText = `En az ${USER_LIMITS.passwordMin} karakter`;

/** Words several account screens share. */
export const accountCommonTexts = {
  showPassword: 'Şifreyi göster veya gizle',
  retry: 'Tekrar Dene',
  backToSignIn: 'Giriş sayfasına dön',
  close: 'Kapat',
  settingsTitle: 'Hesap Ayarları',
} as const;

export const forgotPasswordTexts = {
  link: 'Şifremi unuttum',
  title: 'Şifremi Unuttum',
  intro: 'Hesabınıza kayıtlı e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.',
  email: 'E-posta',
  submit: 'Sıfırlama Bağlantısı Gönder',
  // The same words whether or not the address has an account, so the page tells nobody who is registered.
  sent: (email: string) =>
    `Bu adrese (${email}) kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik. Gelen kutunuzu ve istenmeyen e-posta klasörünü kontrol edin; bağlantı 60 dakika geçerlidir.`,
  tryAnother: 'Başka bir adres deneyin',
} as const;

export const resetPasswordTexts = {
  title: 'Yeni Şifre Belirleyin',
  intro: 'Hesabınız için yeni bir şifre belirleyin. Şifreniz değişince tüm cihazlardaki oturumlar kapanır.',
  password: 'Yeni Şifre',
  confirmPassword: 'Yeni Şifre Tekrar',
  submit: 'Şifremi Kaydet',
  requestNew: 'Yeni bağlantı isteyin',
  done: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const;

export const verifyEmailTexts = {
  title: 'E-posta Doğrulama',
  checking: 'E-posta adresiniz doğrulanıyor…',
  done: 'E-posta adresiniz doğrulandı. Teşekkür ederiz!',
  toProfile: 'Profilime git',
  toSignIn: 'Giriş Yap',
} as const;

export const verificationBannerTexts = {
  title: 'E-posta adresiniz doğrulanmadı',
  body: (email: string) =>
    `${email} adresine gönderdiğimiz bağlantıyı açarak adresinizi doğrulayın. Şifrenizi unutursanız hesabınıza bu adresle ulaşırsınız.`,
  resend: 'Doğrulama e-postasını tekrar gönder',
  sent: (email: string) => `Doğrulama e-postasını ${email} adresine gönderdik.`,
  failed: 'Doğrulama e-postası gönderilemedi',
} as const;

export const emailSettingsTexts = {
  title: 'E-posta Adresi',
  profileHint: 'E-posta adresinizi aşağıdaki Hesap Ayarları bölümünden değiştirebilirsiniz.',
  current: 'Şu anki adresiniz',
  verified: 'Doğrulandı',
  unverified: 'Doğrulanmadı',
  pending: (email: string) =>
    `${email} adresi onay bekliyor. Adresiniz, bu adrese gönderdiğimiz bağlantı açıldığında değişecek.`,
  newEmail: 'Yeni E-posta',
  password: 'Şifreniz',
  passwordHint: 'Değişikliği sizin yaptığınızı doğrulamak için',
  submit: 'E-postayı Değiştir',
  sent: (email: string) =>
    `Onay bağlantısını ${email} adresine gönderdik. Adresiniz, bağlantıyı açtığınızda değişecek; o zamana kadar şu anki adresinizle giriş yaparsınız.`,
} as const;

export const passwordSettingsTexts = {
  title: 'Şifre Değiştir',
  currentPassword: 'Mevcut Şifre',
  newPassword: 'Yeni Şifre',
  confirmPassword: 'Yeni Şifre Tekrar',
  submit: 'Şifreyi Değiştir',
  done: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
} as const;

export const sessionsTexts = {
  title: 'Oturumlar',
  intro: 'Hesabınızın açık olduğu cihazlar. Tanımadığınız bir oturumu kapatın ve şifrenizi değiştirin.',
  thisDevice: 'Bu cihaz',
  created: 'Açıldı',
  lastUsed: 'Son kullanım',
  end: 'Oturumu kapat',
  loadFailed: 'Oturumlar yüklenemedi',
  confirmTitle: 'Oturumu kapat',
  confirmBody: (device: string) =>
    `"${device}" oturumunu kapatmak istediğinizden emin misiniz? O cihazda yeniden giriş yapılması gerekecek.`,
  confirmLabel: 'Oturumu Kapat',
  failure: 'Oturum kapatılamadı',
  ended: 'Oturum kapatıldı.',
} as const;

export const consentsTexts = {
  title: 'Gizlilik ve Verileriniz',
  notice: 'Aydınlatma Metni',
  noticeAccepted: (date: string, version: string | null) =>
    `${date} tarihinde okuduğunuzu onayladınız${version ? ` (sürüm ${version})` : ''}.`,
  noticeUnknown: 'Onay kaydı bulunmuyor.',
  marketing: 'Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum.',
  marketingGiven: (date: string) => `İzin verildi: ${date}`,
  marketingWithdrawn: (date: string) => `İzin geri çekildi: ${date}`,
  marketingNever: 'Kampanya e-postası göndermiyoruz; izin verirseniz gönderir, dilediğiniz an geri çekebilirsiniz.',
  given: 'İzniniz kaydedildi.',
  withdrawn: 'İzniniz geri çekildi. Artık kampanya e-postası göndermeyeceğiz.',
  saveFailed: 'İzniniz kaydedilemedi',
  exportTitle: 'Verilerimi indir',
  exportBody:
    'Profiliniz, değerlendirmeleriniz, gönderi ve yorumlarınız, mesajlarınız, siparişleriniz ve izinleriniz tek bir JSON dosyasında.',
  exportFailed: 'Verileriniz indirilemedi',
} as const;

export const registrationConsentTexts = {
  // Split around the link: '<Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni>'ni okudum.'
  kvkkLink: 'Kişisel verilerimin işlenmesine ilişkin Aydınlatma Metni',
  kvkkAfter: "'ni okudum.",
  marketing: 'Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum.',
  birthDateOptional: 'İsteğe bağlı',
} as const;

export const deleteAccountTexts = {
  title: 'Hesabımı Sil',
  intro: 'Hesabınızı silmek geri alınamaz. Silindiğinde:',
  deleted:
    'Profiliniz, fotoğraflarınız, gönderi ve yorumlarınız, değerlendirmeleriniz, mesajlarınız, izinleriniz ve tüm oturumlarınız silinir.',
  kept: 'Verdiğiniz siparişler satıcıların yasal kayıtlarında kalır; adınız ve iletişim bilgileriniz bu kayıtlardan çıkarılır ve siparişler anonim olarak saklanır.',
  password: 'Şifreniz',
  submit: 'Hesabımı sil',
  confirmTitle: 'Hesabınız silinsin mi?',
  confirmBody: 'Hesabınız ve kişisel verileriniz kalıcı olarak silinecek. Bu işlem geri alınamaz.',
  confirmLabel: 'Hesabımı Kalıcı Olarak Sil',
  failure: 'Hesap silinemedi',
  done: "Hesabınız silindi. OtoUsta'yı kullandığınız için teşekkür ederiz.",
} as const;

/** How the server names a session's device when its User-Agent does not say. */
export const deviceTexts = {
  unknownDevice: 'Bilinmeyen cihaz',
  unknownBrowser: 'Bilinmeyen tarayıcı',
  unknownSystem: 'Bilinmeyen sistem',
} as const;

/** What stays of a deleted account where the law keeps a record (a seller's orders): no name, no contact. */
export const anonymisedTexts = {
  name: 'Silinmiş hesap',
} as const;
