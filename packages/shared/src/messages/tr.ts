/**
 * Every Turkish text the API sends, keyed by its stable English code. The web shows `errorMessages[code]`
 * so client and server speak the same words (spec §5, §8).
 */
export const errorMessages = {
  // generic
  VALIDATION: 'Gönderilen bilgiler geçersiz.',
  UNAUTHORIZED: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  FORBIDDEN: 'Bu işlem için yetkiniz yok.',
  NOT_FOUND: 'Aradığınız kayıt bulunamadı.',
  ROUTE_NOT_FOUND: 'İstenen adres bulunamadı.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  PAYLOAD_TOO_LARGE: 'Gönderilen veri çok büyük.',
  SERVICE_UNAVAILABLE: 'Hizmet şu anda kullanılamıyor. Lütfen birazdan tekrar deneyin.',
  INTERNAL: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  // accounts (spec §5, §8)
  REQUIRED_FIELDS: 'Lütfen tüm zorunlu alanları doldurun.',
  PASSWORD_MISMATCH: 'Şifreler eşleşmiyor!',
  PASSWORD_TOO_SHORT: 'Şifre en az 8 karakter olmalıdır.',
  PASSWORD_WEAK: 'Şifre güvenlik gereksinimlerini karşılamıyor.',
  EMAIL_TAKEN: 'Bu e-posta adresi zaten kullanılıyor.',
  PHONE_TAKEN: 'Bu telefon numarası zaten kullanılıyor.',
  INVALID_EMAIL: 'Geçerli bir e-posta adresi girin.',
  INVALID_PHONE: 'Geçerli bir cep telefonu numarası girin (ör. 0532 123 45 67).',
  INVALID_CREDENTIALS: 'E-posta adresi veya şifre hatalı.',
  ACCOUNT_DISABLED: 'Hesabınız devre dışı bırakılmış.',
  LOGIN_REQUIRED_FIELDS: 'Lütfen e-posta ve şifre alanlarını doldurun.',
  REGISTRATION_FAILED: 'Kayıt sırasında bir hata oluştu.',
  LOGIN_FAILED: 'Giriş başarısız.',
  INVALID_REFRESH_TOKEN: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  IMMUTABLE_FIELD: 'E-posta adresi ve hesap türü değiştirilemez.',
  BUSINESS_FIELDS_FORBIDDEN: 'İşletme bilgileri yalnızca işletme hesaplarında düzenlenebilir.',
  AUTHORIZED_BRANDS_SUBSET: 'Yetkili servis markaları yalnızca seçtiğiniz markalardan olabilir.',
  EMAIL_REQUIRED: 'E-posta adresi zorunludur',
  PASSWORD_REQUIRED: 'Şifre zorunludur',
  PASSWORD_TOO_LONG: 'Şifre en fazla 128 karakter olabilir.',
  INVALID_USER_TYPE: 'Geçerli bir hesap türü seçin.',
  INVALID_CITY: 'Geçerli bir şehir seçin.',
  INVALID_BIRTH_DATE: 'Geçerli bir doğum tarihi girin.',
  TOO_YOUNG: 'Kayıt olmak için en az 16 yaşında olmalısınız.',
  TEXT_TOO_LONG: 'Girdiğiniz metin çok uzun.',
  BUSINESS_NAME_ADDRESS_REQUIRED: 'İşletme adı ve adresi zorunludur!',
  VEHICLE_TYPE_REQUIRED: 'Araç tipi seçmelisiniz!',
  SECTOR_REQUIRED: 'En az bir çalışma alanı seçmelisiniz!',
  BRAND_REQUIRED: 'En az bir marka seçmelisiniz!',
  SERVICES_REQUIRED: 'Hizmet açıklaması zorunludur!',
  LOCATION_REQUIRED: 'İşletme konumunu haritadan seçmelisiniz.',
  INVALID_LOCATION: 'İşletme konumu Türkiye sınırları içinde olmalıdır.',
  TERMS_REQUIRED: 'Kullanım koşullarını kabul etmelisiniz.',
  INVALID_VEHICLE_TYPE: 'Geçersiz bir araç tipi seçildi.',
  INVALID_SECTOR: 'Seçilen çalışma alanı, seçilen araç tiplerinde sunulmuyor.',
  INVALID_BRAND: 'Seçilen marka, seçilen araç tiplerinde bulunmuyor.',
  INVALID_INSTAGRAM: 'Geçerli bir Instagram hesabı girin.',
  INVALID_FACEBOOK: 'Geçerli bir Facebook hesabı girin.',
  USER_NOT_FOUND: 'Kullanıcı bulunamadı.',
  // media (spec §5)
  PHOTO_REQUIRED: 'En az bir fotoğraf yüklemelisiniz.',
  TOO_MANY_PHOTOS: 'Maksimum 5 fotoğraf yükleyebilirsiniz.',
  UNSUPPORTED_MEDIA_TYPE: 'Sadece JPG, PNG, GIF ve WebP dosyaları kabul edilir',
  FILE_TOO_LARGE: "Dosya boyutu 5MB'dan küçük olmalıdır",
  IMAGE_TOO_LARGE: 'Görsel çok büyük. Lütfen daha küçük bir görsel yükleyin.',
  INVALID_IMAGE: 'Dosya okunamadı. Lütfen geçerli bir resim yükleyin.',
  PHOTO_NOT_FOUND: 'Fotoğraf bulunamadı.',
  UNSUPPORTED_DOCUMENT_TYPE: 'Sadece PDF, JPG, PNG formatında dosya yükleyebilirsiniz.',
  // places (architecture.md decision 11)
  PLACE_QUERY_REQUIRED: 'Aramak için bir il veya ilçe adı yazın.',
  INVALID_COORDINATES: 'Geçerli bir enlem ve boylam gönderin.',
  OUTSIDE_TURKEY: 'Seçilen konum Türkiye sınırları dışında. Lütfen Türkiye içinde bir konum seçin.',
  // business listing and reviews (spec §5 'Review', §8 'Business detail')
  INVALID_PAGE: 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.',
  INVALID_LIMIT: 'Sayfa başına kayıt sayısı 1 veya daha büyük bir tam sayı olmalıdır.',
  UNKNOWN_SECTOR: 'Geçersiz bir hizmet alanı seçildi.',
  UNKNOWN_BRAND: 'Geçersiz bir marka seçildi.',
  BUSINESS_NOT_FOUND: 'İşletme bulunamadı',
  INVALID_RATING: 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.',
  REVIEW_COMMENT_TOO_SHORT: 'Yorum en az 10 karakter olmalıdır',
  REVIEW_COMMENT_TOO_LONG: 'Yorum en fazla 500 karakter olabilir',
  SELF_REVIEW: 'Kendi işletmenizi değerlendiremezsiniz.',
  REVIEW_NOT_FOUND: 'Değerlendirme bulunamadı.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** Texts with a placeholder, filled in where they are shown. */
export const formatMessages = {
  tooManyPhotos: (max: number) => `Maksimum ${max} fotoğraf yükleyebilirsiniz.`,
  fileTooBig: (name: string) => `Dosya ${name} çok büyük. Maksimum dosya boyutu 5MB olmalıdır.`,
  someFilesUnsuitable: "Bazı dosyalar uygun formatta değil. Sadece 5MB'dan küçük resim dosyaları yüklenebilir.",
} as const;
