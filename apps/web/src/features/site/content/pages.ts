import { company } from '@otousta/shared/company';

/** A block of a content page: a heading with paragraphs, a list, or question-answer pairs. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  faq?: { q: string; a: string }[];
  table?: { head: [string, string, string]; rows: [string, string, string][] };
}

export interface ContentPage {
  title: string;
  intro: string;
  updated?: string;
  sections: ContentSection[];
}

export type ContentPageKey =
  | 'faq'
  | 'help'
  | 'support'
  | 'returns'
  | 'privacy'
  | 'commission'
  | 'careers'
  | 'press'
  | 'reviewPolicy';

/** The footer's content pages (docs/decisions/014-footer-links-resolve.md), each with real text. */
export const contentPages: Record<ContentPageKey, ContentPage> = {
  faq: {
    title: 'Sıkça Sorulan Sorular',
    intro: 'OtoUsta hakkında en çok merak edilenleri burada topladık. Aradığınızı bulamazsanız bize yazın.',
    sections: [
      {
        heading: 'Genel',
        faq: [
          {
            q: 'OtoUsta nedir?',
            a: 'OtoUsta; oto servis, çekici, lastik, elektrik, kaporta ve yedek parça işletmelerini araç sahipleriyle buluşturan bir otomotiv hizmet platformudur. İşletmeleri şehrinize, aracınıza ve markanıza göre bulur, onlarla mesajlaşır ve deneyiminizi değerlendirirsiniz.',
          },
          {
            q: 'OtoUsta’yı kullanmak ücretli mi?',
            a: 'Araç sahipleri için OtoUsta tamamen ücretsizdir. İşletme profili açmak da ücretsizdir; yalnızca OtoYedek’te yapılan parça satışlarından komisyon alınır.',
          },
          {
            q: 'Hangi şehirlerde hizmet veriyorsunuz?',
            a: 'Türkiye’nin 81 ilinin tamamında işletmeler OtoUsta’ya kayıt olabilir. Listeyi şehir, araç tipi, hizmet alanı ve marka ile filtreleyebilirsiniz.',
          },
        ],
      },
      {
        heading: 'Araç sahipleri için',
        faq: [
          {
            q: 'Bir işletmeye nasıl ulaşırım?',
            a: 'İşletme profilindeki arama düğmesiyle doğrudan arayabilir ya da giriş yaptıktan sonra “Mesaj Gönder” ile anlık mesaj atabilirsiniz.',
          },
          {
            q: '“Doğrulanmış” rozeti ne anlama gelir?',
            a: 'Rozet, işletmenin kimlik ve adres bilgilerinin OtoUsta ekibince kontrol edildiğini gösterir. Doğrulanmış işletmeler listede önce gösterilir.',
          },
          {
            q: 'Yorumumu değiştirebilir miyim?',
            a: 'Evet. Her işletmeye bir değerlendirme yazabilirsiniz; aynı işletmeye yeniden gönderdiğinizde mevcut değerlendirmeniz güncellenir. Dilediğiniz zaman silebilirsiniz.',
          },
          {
            q: 'Uygunsuz bir içerik gördüm, ne yapmalıyım?',
            a: 'Gönderi, yorum, değerlendirme ve işletme profillerindeki “Şikayet Et” bağlantısıyla bize bildirin. Ekibimiz inceler ve kurallara aykırı içeriği yayından kaldırır.',
          },
        ],
      },
      {
        heading: 'İşletmeler için',
        faq: [
          {
            q: 'İşletmemi nasıl kaydederim?',
            a: '“Kayıt Ol” sayfasında hesap türü olarak “İlan Veren”i seçin; işletme adınızı, adresinizi, hizmetlerinizi, araç tiplerini, markaları ve haritadaki konumunuzu girin. Profiliniz hemen yayına girer.',
          },
          {
            q: 'Yedek parça satabilir miyim?',
            a: 'Evet. OtoYedek sayfasındaki “Satışa Başlayın” alanından satıcı başvurusu yapın. Başvurular 1-3 iş günü içinde incelenir; onaylandığınızda satış panelinden ürün ekleyebilirsiniz.',
          },
        ],
      },
    ],
  },
  help: {
    title: 'Yardım',
    intro: 'OtoUsta’yı adım adım nasıl kullanacağınızı anlatan kısa rehberler.',
    sections: [
      {
        heading: 'İşletme bulmak',
        list: [
          'Ana sayfada şehir, araç tipi, hizmet alanı, marka ve yetkili servis filtrelerini seçin.',
          'Kartlardaki “Profili Gör” ile işletmenin hizmetlerini, adresini, haritadaki yerini ve yorumlarını inceleyin.',
          'Çekici arıyorsanız “Çekici Hizmetleri” sayfası şehrinizdeki çekicileri doğrudan listeler.',
        ],
      },
      {
        heading: 'Mesajlaşmak',
        list: [
          'Mesaj göndermek için giriş yapmanız gerekir.',
          'Mesajlarınız anında iletilir; karşı taraf çevrimiçiyse yazıyor göstergesini ve okundu bilgisini görürsünüz.',
          'Enter mesajı gönderir, Shift+Enter yeni satır açar.',
        ],
      },
      {
        heading: 'Değerlendirme yazmak',
        list: [
          'İşletme profilindeki “Değerlendirmeler” sekmesini açın.',
          '1 ile 5 arasında puan verin ve en az 10, en fazla 500 karakterlik yorumunuzu yazın.',
          'Yorumunuzu daha sonra düzenleyebilir veya silebilirsiniz.',
        ],
      },
      {
        heading: 'Hesabınız',
        list: [
          'Profil bilgilerinizi ve fotoğraflarınızı “Profilim” sayfasından güncelleyebilirsiniz.',
          'E-posta adresi ve hesap türü sonradan değiştirilemez; değişiklik için destek ekibimize yazın.',
        ],
      },
    ],
  },
  support: {
    title: 'Destek',
    intro: 'Bir sorun mu yaşıyorsunuz? Destek ekibimiz çalışma saatlerinde size yardımcı olur.',
    sections: [
      {
        heading: 'Bize ulaşın',
        list: [
          `E-posta: ${company.email}`,
          `Telefon: ${company.phone}`,
          'İletişim formu: İletişim sayfasından yazdığınız mesajlar doğrudan destek ekibine ulaşır.',
        ],
      },
      {
        heading: 'Çalışma saatleri',
        list: company.hours.map((h) => `${h.days}: ${h.time}`),
      },
      {
        heading: 'Daha hızlı yardım için',
        paragraphs: [
          'Mesajınızda hesabınızın e-posta adresini, sorunun hangi sayfada yaşandığını ve varsa sipariş numaranızı belirtin. Genellikle bir iş günü içinde yanıt veriyoruz.',
        ],
      },
    ],
  },
  returns: {
    title: 'İade ve Değişim',
    intro:
      'OtoYedek’ten aldığınız ürünlerde 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği’nden doğan haklarınız saklıdır. Siparişi onaylarken kabul ettiğiniz Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi, sipariş ayrıntısında ve size gönderilen e-postada durur.',
    sections: [
      {
        heading: 'Cayma hakkı: teslimattan sonra 14 gün',
        paragraphs: [
          'Ürünü teslim aldığınız günden itibaren 14 gün içinde herhangi bir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilirsiniz. İade talebi yalnızca teslim edilmiş siparişler için oluşturulabilir.',
          'Bir siparişten, satın aldığınız adetten fazlasını iade edemezsiniz; önceki iade talepleriniz bu adetten düşülür. Ürünün olağan kullanımı dışında zarar görmesi hâlinde değer kaybından alıcı sorumludur.',
        ],
      },
      {
        heading: 'İade nasıl yapılır?',
        list: [
          'Siparişlerim sayfasında teslim edilen siparişin altındaki ‘İade Talebi Oluştur’ düğmesine basın; iade edeceğiniz ürünleri ve adetlerini seçin, nedenini yazın ve isterseniz en fazla 5 fotoğraf ekleyin.',
          'Satıcı talebinizi onaylar ya da nedenini yazarak reddeder. Onaylandığında satıcının iade adresi sipariş ayrıntısında görünür.',
          'Ürünü faturası ve ambalajıyla bu adrese kargoyla gönderin.',
          'Satıcı paketi teslim aldığını bildirdiğinde iade tamamlanır, ürünler satıcının stoğuna geri eklenir ve ödediğiniz tutar en geç 14 gün içinde size geri ödenir.',
          'Her adım siparişin geçmişinde görünür ve karşı tarafa bildirilir.',
        ],
      },
      {
        heading: 'Talebiniz reddedilirse',
        paragraphs: [
          'Satıcının reddettiği talebi, sipariş ayrıntısındaki ‘Yöneticiye İtiraz Et’ düğmesiyle OtoUsta yönetimine taşıyabilirsiniz. Yönetici fotoğraflara ve açıklamalara bakarak iadeyi onaylar ya da reddi kesinleştirir; karar ve gerekçesi siparişin geçmişine yazılır.',
          'Şikâyet ve itirazlarınızı ayrıca, Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde tüketici hakem heyetine veya tüketici mahkemesine iletebilirsiniz.',
        ],
      },
      {
        heading: 'Hasarlı veya yanlış ürün',
        paragraphs: [
          'Kargo teslimi sırasında paketi kontrol edin; hasar varsa kargo görevlisine tutanak tutturun. Yanlış veya kusurlu gelen ürünlerde iade talebinize bunu yazıp fotoğraflarını ekleyin.',
        ],
      },
    ],
  },
  // docs/product.md §10 'Review policy': the rules the reviews code keeps, in the words of the Reklam Kurulu's 2023
  // guideline on consumer reviews.
  reviewPolicy: {
    title: 'Değerlendirme Politikası',
    intro:
      'OtoUsta’daki değerlendirmeler araç sahiplerinin gerçek deneyimlerini yansıtsın diye bu kurallarla yayımlanır. Politika, Reklam Kurulu’nun 2023 tarihli Ticari Reklam ve Haksız Ticari Uygulamalara İlişkin Tüketici Yorumları Kılavuzu’na uygun olarak hazırlanmıştır.',
    updated: 'Son güncelleme: 25 Kasım 2026',
    sections: [
      {
        heading: 'Kim değerlendirme yazabilir?',
        list: [
          'Üye girişi yapmış her kullanıcı bir işletmeyi bir kez değerlendirebilir; değerlendirmesini sonradan düzenleyebilir ya da silebilir.',
          'İşletmeler kendi işletmelerini değerlendiremez.',
          'Değerlendirme için para, indirim ya da başka bir karşılık verilmez ve istenmez; karşılık verilerek yazdırılan yorumlar yayından kaldırılır.',
        ],
      },
      {
        heading: 'Neyi kontrol ediyoruz?',
        list: [
          '“Doğrulanmış hizmet” etiketi yalnızca, değerlendirmeyi yazan kişinin OtoUsta üzerinden aldığı ve işletmenin tamamlandı olarak işaretlediği bir randevu o işletmede varsa gösterilir.',
          'Etiketsiz değerlendirmeler de yayımlanır; bu değerlendirmelerde hizmetin alındığı ayrıca doğrulanmamıştır.',
          'Puan 1 ile 5 arasında bir tam sayıdır; yorum 10 ile 500 karakter arasındadır.',
        ],
      },
      {
        heading: 'Değerlendirmeler nasıl sıralanır?',
        paragraphs: [
          'Bir işletmenin değerlendirmeleri en yeniden eskiye doğru, tarih sırasıyla listelenir. Sıralama puana, işletmenin OtoUsta ile ilişkisine ya da reklam verip vermediğine göre değişmez. İşletmenin ortalama puanı ve değerlendirme sayısı yayımdaki tüm değerlendirmelerden hesaplanır.',
        ],
      },
      {
        heading: 'Olumsuz değerlendirmeler',
        paragraphs: [
          'Olumsuz değerlendirmeler olumlu olanlarla aynı şekilde ve aynı sürede yayımlanır; işletmeler değerlendirmeleri silemez, gizleyemez ya da sıralamasını değiştiremez. İşletme her değerlendirmeye bir kez, herkese açık olarak yanıt verebilir; yanıt, değerlendirmenin altında işletmenin adı ve tarihiyle görünür.',
        ],
      },
      {
        heading: 'Şikayetler nasıl ele alınır?',
        list: [
          'Her değerlendirmenin yanındaki “Şikayet Et” düğmesiyle hakaret, spam, yanıltıcı veya uygunsuz içerik bildirilebilir; kendi değerlendirmenizi şikayet edemezsiniz.',
          'Şikayetleri yöneticilerimiz inceler. Kurallara aykırı içerik yayından kaldırılır; aykırılık yoksa şikayet kapatılır ve değerlendirme yayında kalır.',
          'Bir değerlendirmenin yalnızca olumsuz olması kaldırılma nedeni değildir.',
          'Kaldırılan bir değerlendirme hakkında itirazlarınızı iletişim sayfamızdan bize yazabilirsiniz.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Gizlilik ve KVKK Aydınlatma Metni',
    intro: `${company.legalName} (“OtoUsta”) olarak kişisel verilerinizi 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ve ilgili mevzuata uygun olarak işliyoruz. Bu metin, KVKK’nın 10. maddesi uyarınca veri sorumlusu sıfatıyla sizi bilgilendirmek için hazırlanmıştır.`,
    updated: 'Son güncelleme: 1 Kasım 2026',
    sections: [
      {
        heading: '1. Veri sorumlusu',
        paragraphs: [`${company.legalName}, ${company.address}. E-posta: ${company.kvkkEmail}`],
      },
      {
        heading: '2. İşlenen kişisel veriler',
        list: [
          'Kimlik ve iletişim: ad, soyad, doğum tarihi, e-posta adresi, telefon numarası, şehir.',
          'İşletme bilgileri: işletme adı, adresi, konumu, hizmet alanları, sosyal medya hesapları, vergi numarası (satıcılar için).',
          'Kullanıcı içerikleri: fotoğraflar, mesajlar, değerlendirmeler, gönderiler ve yorumlar.',
          'İşlem güvenliği: IP adresi, oturum kayıtları, cihaz ve tarayıcı bilgileri.',
          'Sipariş bilgileri: teslimat adresi, sipariş ve iade kayıtları.',
        ],
      },
      {
        heading: '3. İşleme amaçları',
        list: [
          'Üyelik hesabının açılması ve yönetilmesi, hizmetlerin sunulması.',
          'Araç sahipleri ile işletmeler arasında mesajlaşmanın sağlanması.',
          'Siparişlerin alınması, teslimatı, iade ve şikayet süreçlerinin yürütülmesi.',
          'Bilgi güvenliğinin sağlanması, kötüye kullanımın ve dolandırıcılığın önlenmesi.',
          'Hukuki yükümlülüklerin yerine getirilmesi ve yetkili kurumlara bilgi verilmesi.',
        ],
      },
      {
        heading: '4. Hukuki sebepler',
        paragraphs: [
          'Kişisel verileriniz KVKK’nın 5. maddesinde sayılan; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi, bir hakkın tesisi, kullanılması veya korunması ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaati hukuki sebeplerine dayanılarak işlenir.',
        ],
      },
      {
        heading: '5. Aktarım',
        paragraphs: [
          'Verileriniz yalnızca yukarıdaki amaçlarla sınırlı olarak; barındırma ve kargo hizmeti aldığımız tedarikçilere, ödeme kuruluşlarına ve talep hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir. İşletmelerin profilde yayımladığı bilgiler herkese açıktır; diğer kullanıcıların e-posta ve telefon bilgileri paylaşılmaz.',
        ],
      },
      {
        heading: '6. Toplama yöntemi',
        paragraphs: [
          'Verileriniz kayıt, profil, iletişim, sipariş ve mesaj formları aracılığıyla elektronik ortamda, tamamen veya kısmen otomatik yollarla toplanır.',
        ],
      },
      {
        heading: '7. Haklarınız',
        paragraphs: [
          'KVKK’nın 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme, bu işlemlerin aktarıldığı üçüncü kişilere bildirilmesini isteme, otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme ve kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
          `Başvurularınızı ${company.kvkkEmail} adresine ya da ${company.address} adresine yazılı olarak iletebilirsiniz. Başvurular en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.`,
        ],
      },
      {
        heading: '8. Çerezler',
        paragraphs: [
          'OtoUsta yalnızca oturumunuzu sürdürmek için gerekli yerel depolama kayıtlarını kullanır; reklam veya izleme çerezi kullanılmaz.',
        ],
      },
    ],
  },
  commission: {
    title: 'Komisyon Oranları',
    intro:
      'OtoYedek’te ürün listelemek ücretsizdir. Yalnızca tamamlanan satışlardan, kategoriye göre aşağıdaki komisyon alınır. Oranlara KDV dahil değildir.',
    sections: [
      {
        heading: 'Kategoriye göre oranlar',
        table: {
          head: ['Kategori', 'Komisyon', 'Örnek ürünler'],
          rows: [
            ['Motor', '%10', 'Triger seti, conta, piston'],
            ['Fren', '%10', 'Balata, disk, kaliper'],
            ['Egzoz', '%9', 'Susturucu, katalitik konvertör'],
            ['Jant', '%8', 'Alüminyum ve çelik jant'],
            ['İç Mekan', '%12', 'Koltuk kılıfı, paspas, torpido'],
            ['Dış Görünüm', '%12', 'Tampon, ayna, far'],
            ['Elektrik', '%11', 'Akü, marş motoru, alternatör'],
            ['Süspansiyon', '%10', 'Amortisör, helezon yay, rotil'],
          ],
        },
      },
      {
        heading: 'Ödemeler',
        list: [
          'Satış tutarı, ürün teslim edildikten 7 gün sonra komisyon düşülerek hesabınıza aktarılır.',
          'İade edilen siparişlerden komisyon alınmaz.',
          'Aylık komisyon faturası, satış panelindeki e-posta adresinize gönderilir.',
        ],
      },
    ],
  },
  careers: {
    title: 'Kariyer',
    intro:
      'Türkiye’de araç sahiplerinin güvenilir ustaya ulaşmasını kolaylaştırıyoruz. Bu yolculukta bizimle çalışmak ister misiniz?',
    sections: [
      {
        heading: 'Neden OtoUsta?',
        list: [
          'Milyonlarca araç sahibinin gündelik bir sorununu çözen bir ürün.',
          'Hibrit çalışma düzeni; İstanbul ofisimiz ve uzaktan çalışma seçenekleri.',
          'Eğitim bütçesi, özel sağlık sigortası ve yemek kartı.',
        ],
      },
      {
        heading: 'Açık pozisyonlar',
        list: [
          'Kıdemli Yazılım Geliştirici (TypeScript, Node.js) — İstanbul / Uzaktan',
          'Ürün Tasarımcısı — İstanbul',
          'İşletme Başarı Uzmanı — Ankara, İzmir',
          'Müşteri Destek Uzmanı — İstanbul',
        ],
      },
      {
        heading: 'Başvuru',
        paragraphs: [
          `Özgeçmişinizi ve başvurduğunuz pozisyonu ${company.careersEmail} adresine gönderin. Tüm başvurulara iki hafta içinde dönüş yapıyoruz.`,
        ],
      },
    ],
  },
  press: {
    title: 'Basın',
    intro: 'OtoUsta hakkında haber hazırlıyorsanız ihtiyacınız olan bilgiler burada.',
    sections: [
      {
        heading: 'Kısaca OtoUsta',
        paragraphs: [
          'OtoUsta, araç sahiplerini oto servis, çekici, lastik, elektrik, kaporta ve yedek parça işletmeleriyle buluşturan bir otomotiv hizmet platformudur. 81 ilde işletmeler harita konumlu profil yayınlar; araç sahipleri onları bulur, mesajlaşır ve değerlendirir. OtoYedek ise onaylı satıcıların yedek parça sattığı pazaryeridir.',
        ],
      },
      {
        heading: 'Rakamlarla',
        list: ['10.000+ müşteri', '500+ işletme', '50+ şehir', '7/24 destek'],
      },
      {
        heading: 'Medya iletişimi',
        paragraphs: [`Röportaj, görsel ve logo talepleriniz için ${company.pressEmail} adresine yazabilirsiniz.`],
      },
    ],
  },
};
