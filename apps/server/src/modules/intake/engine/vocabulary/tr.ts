import type { Vocabulary } from './vocabulary';

/** Turkish. */
export const tr: Vocabulary = {
  places:
    'koridor*, reyon*, oda*, ofis*, büro*, mutfak*, mutfağ*, salon*, lobi*, resepsiyon*, giriş*, çıkış*, tuvalet*, wc, banyo*, soyunma oda*, dinlenme oda*, yemekhane*, kantin*, kafe*, restoran*, depo*, yükleme alan*, otopark*, garaj*, merdiven*, asansör*, yürüyen merdiven*, peron*, kasa*, tezgah*, raf*, dondurucu*, buzdolab*, bodrum*, zemin kat*, kat*, bina*, kanat*, bahçe*, avlu*, sınıf*, koğuş*, toplantı oda*, bölüm*, bölge*, alan*, teras*, balkon*, çatı*, deneme kabin*, eczane*, mağaza*, dükkan*',
  surfaces: 'zemin*, yer*, tavan*, duvar*, kapı*, pencere*',
  near: 'yanında, yakınında, arkasında, önünde, karşısında, dışında, içinde',
  at: '',
  greetings: 'merhaba, selam, günaydın, iyi günler, iyi akşamlar',
  corrections: 'aslında, hayır, pardon, özür dilerim, demek istedim, kastettim, düzeltme, değil, yerine',
  another: 'ayrıca, bir de, başka bir sorun, başka bir şey, bunun yanında',
  captions:
    'fotoğraf, fotoğrafı, fotoğraflar, foto, resim, resmi, resimler, görsel, görseli, ekran görüntüsü, bir fotoğraf daha, bir resim daha, bir tane daha, bir daha, işte, ekte, gönderiyorum',
  critical:
    'yangın*, ateş aldı, ateş almış, ateş açtı, ateş açıldı, ateş ediyor, ateş etti, ateşe verdi, ateş çıktı, ateş sardı, yanıyor, alev*, duman*, gaz kokusu, gaz kokuyor, gaz kaçağı, patlama*, patladı, bilinçsiz, baygın*, bayıldı, nefes almıyor, yığıldı, kalp krizi, elektrik çarpması, elektrik çarptı, silah*, bıçak*, tabanca*, bomba*, karbonmonoksit*',
  high: 'kan, kana*, kanıyor, kanama*, yaralı*, yaralan*, yara, açıkta kablo*, açık kablo*, çıplak kablo*, kıvılcım*, sel*, su bas*, tehdit*, saldır*, kavga*, şiddet*, agresif*, saldırgan*, kırık cam, cam kırıkları, kırıldı cam, düştü, düşmüş, mahsur*, sıkıştı, tehlike*, tehlikeli*, acil',
  medium:
    'kaygan*, kaydı, ıslak*, dökül*, birikinti*, su birikinti*, sızıntı*, sızdırıyor, akıtıyor, damlıyor, takıl*, gevşek*, buz, buzlu*, tıkan*, tıkalı*, su yok, sıcak su yok, elektrik yok, elektrik kesintisi, çalışmıyor, bozuk*, bozul*, kırık*, sıçan*, fare*, hamamböce*, kusmuk*, taşıyor, dolu, şüpheli*, hırsızlık*, çalındı, çalıntı*, vandalizm*',
  benign:
    'yangın çıkış*, yangin cikis*, yangın merdiven*, yangin merdiven*, yangın kapı*, yangin kapi*, yangın söndürücü*, yangin sondurucu*, yangın söndürme tüp*, yangın tüp*, yangin tup*, yangın dolab*, yangin dolab*, yangın hortum*, yangın battaniye*, yangın alarmı test*, yangın tatbikat*, yangin tatbikat*, yangın dedektör*, yangın sensör*, yangın algılama*, duman dedektör*, duman detektör*, duman dedektor*, duman sensör*, duman alarmı*, duman algılayıcı*, acil çıkış*, acil cikis*, acil durum çıkış*, acil durum kapı*, acil kapı*, acil aydınlatma*, acil durum aydınlatma*, acil durum lamba*, acil durum tabela*, oyuncak tabanca*, oyuncak silah*, oyuncak tüfek*, su tabanca*, plastik tabanca*, plastik silah*, su sebil*, sebil*, su pınar*, su dispenser*, su makines*, damacana*, doğalgaz faturas*, dogalgaz faturas*, doğal gaz faturas*, dogal gaz faturas*, gaz faturas*, doğalgaz fatura*, gaz sayacı okuma*, doğalgaz sayacı okuma*, sayaç okuma*, su sayac*, gaz tüpü bit*, gaz tüpü boş*, tüp gaz bit*, tüpü değiş*, tüp değiş*, sigara içilmez, sigara içmek yasak, selam*, selâm*, boş tüp*, boş bi tüp*, boş bir tüp*, bos tup*, boş gaz tüp*, boş mutfak tüp*, boş piknik tüp*, tüp boş*, tup bos*, tüpü boş*, tüp bit*, gaz parası, doğalgaz parası, dogalgaz parasi, doğalgaz ücret*, gaz ücret*, igdaş faturas*, gaz sayacını oku*, lavaboda bıçak*, lavabosunda bıçak*, lavabodaki bıçak*, lavaboya bıçak*, lavabosunda kocaman bir bıçak*, lavabosunda bir bıçak*, lavaboda bir bıçak*, evyede bıçak*, eviyede bıçak*, bıçak bırakmış*, bıçak bırakılmış*, bıçak unutmuş*, bıçağı yıkamadan*, bıçağı yıkamamış*, yıkanmamış bıçak*, kirli bıçak*, bulaşıktaki bıçak*, lavaboda bicak*, kirli bicak*, oyuncak bıçak*, yangın alarm* pil*, söndürme tüp*, sondurme tup*, söndürücü tüp*, çıkış tabela*, çıkış levha*, exit tabela*, exit lamba*, exit ışığı*, uzatma kablosu geçiyor*, uzatma kablosu çekilmiş*, yerden uzatma kablosu*, yerden geçen uzatma*, oksijen tüpü boş*, yangın alarm buton*, yangın ihbar buton*, yangın alarmı deneme*, yangın alarmı tatbikat*, yangın alarm testi*, yangın tahliye plan*, tahliye plan*, tahliye kroki*, acil tahliye plan*, kaçış yolu tabela*, kaçış planı*, yangın talimat*, lazer tag*, laser tag*, paintball silah*, paintball tabanca*, airsoft*, sahne silah*, dekor silah*, maket silah*, maket tabanca*, cosplay silah*, kostüm silah*, süs kılıc*, süs bıçağ*, satılık bıçak*, bıçak seti*, bıçak takımı*, bıçakların fiyat*, bıçağın fiyat*, bıçak fiyat*, bıçak etiket*, bıçakların etiket*, vitrindeki bıçak*, bıçak reyon*, bıçak stand*, fiyatsız bıçak*, gaz yok, gaz gelmiyor, gaz gelmiyo, gazlar kesik, gaz kesik, gaz kesildi, gaz kesintisi*, gazlar kesildi, soba yanmıyor, soba yanmıyo, kombi yanmıyor, sobayı yakamıyoruz, soba kapalı, kombi kapalı',
  categories: {
    CLEANING:
      'dökül*, kirli*, kir, leke*, yapış*, kusmuk*, birikinti*, paspas*, ıslak*, cam kırıkları, koku*, kokuyor, pis*, temizl*, toz*, çamur*',
    SECURITY:
      'şüpheli*, hırsız*, çalındı, çalıntı*, soygun*, vandalizm*, grafiti*, davetsiz*, kavga*, saldır*, tehdit*, silah*, bıçak*, kilit*, alarm*, güvenlik kamera*, kamera*, güvenlik*',
    WASTE_MANAGEMENT: 'çöp kutu*, çöp*, çöplük*, atık*, geri dönüşüm*, taşıyor, dolu, moloz*',
    MECHANICAL_ELECTRICAL:
      'ışık*, aydınlatma*, ampul*, lamba*, elektrik*, priz*, kablo*, ısıtma*, ısıtıcı*, kalorifer*, radyatör*, klima*, havalandırma*, asansör*, yürüyen merdiven*, otomatik kapı*, buzdolab*, dondurucu*, kombi*, kazan*, jeneratör*',
    PLUMBING:
      'sızıntı*, sızdırıyor, boru*, gider*, lavabo*, tıkan*, tıkalı*, sifon*, musluk*, su yok, sıcak su, klozet*, tuvalet*, pisuvar*, su bas*, damlıyor, kanalizasyon*',
    PEST_CONTROL:
      'sıçan*, fare*, kemirgen*, hamamböce*, böcek*, karınca*, arı, arılar, eşek arısı, güvercin*, kuş*, tahtakurus*, pire*, sinek*, haşere*, dışkı*',
    GROUNDS_MAINTENANCE:
      'otopark*, çukur*, patika*, yol*, kaldırım*, çim*, çimen*, çit*, ağaç*, dal*, kar, buz, buzlu*, bahçe*, peyzaj*',
    IT: 'wifi, wi-fi, internet*, ağ, ağı, pos cihaz*, kart okuyucu*, ödeme terminal*, ekran*, bilgisayar*, dizüstü*, yazıcı*, web sitesi, site*, şifre*, tarayıcı*, self servis kasa*',
    FEEDBACK:
      'övgü*, teşekkür*, şikayet*, öneri*, geri bildirim*, kaba*, kabalık*, ilgisiz*, personel*, çalışan*, müşteri hizmet*, sıra*, kuyruk*, bekleme*, fiyat*',
  },
};
