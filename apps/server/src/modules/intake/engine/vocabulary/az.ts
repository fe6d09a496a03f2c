import type { Vocabulary } from './vocabulary';

/** Azerbaijani. */
export const az: Vocabulary = {
  places:
    "dəhliz*, otaq*, ofis*, mətbəx*, foye*, qəbul*, giriş*, çıxış*, tualet*, hamam*, ayaqyolu*, paltardəyişmə*, yeməkxana*, kafe*, restoran*, anbar*, dayanacaq*, avtodayanacaq*, qaraj*, pilləkən*, lift*, eskalator*, platforma*, kassa*, piştaxta*, rəf*, dondurucu*, soyuducu*, zirzəmi*, mərtəbə*, bina*, binanın, qanad*, bağ*, həyət*, sinif*, palata*, şöbə*, zona*, ərazi*, terras*, eyvan*, dam*, aptek*, mağaza*, park, parkda, parkdakı, parkın, parkı, parka, parkdan, parkinq*, parkovka*, auditoriya*, səki*, seki*, tikinti*, terminal*, zal, zalı, zalın, zala, zalda, zaldan, zalına, zalında, zalları, zallar*, idman zal*, qeydiyyat*, resepşn*, resepsiya*, bulvar*, metro*, stansiya*, vağzal*, avtovağzal*, aeroport*, hava liman*, meydan*, yataqxana*, metbex*, çardaq*, bag evi*, bağ evi*, bağça*, körpü*, yelləncək*, kort, kortu, kortun, kortda, kortunda, qarderob*, hotel*, otel*, mehmanxana*, asan xidmət*, məktəb*, mekteb*, xəstəxana*, xestexana*, poliklinika*, klinika*, kitabxana*, stadion*, çimərlik*, cimerlik*, hovuz*, kinoteatr*, teatr*, muzey*, bazarda, bazarın, bazardan, universitet*, institut*, ticarət mərkəz*, supermarket*, market*, univermaq*, salon*, lobbi*, bufet*, aşxana*, qəhvəxana*, çayxana*, məscid*, kilsə*, dehliz*, koridor*, holl*, merteb*, pillekan*, magaza*, zirzemi*, yemekxana*, giris*, cixis*, kabinə*, kabine*, blok, bloku, blokun, blokda, bloka, podyezd*, pod'ezd*, küçə*, yolda, yolun, yoldan, yolunda, heyet*, balkon*, apteka*, sklad*, yelləncəy*, çardağ*, dayanacağ*, avtodayanacağ*, çimərliy*, otağ*, otag*, sinf*, növbədə, novbede, sırada, sıraya, sıranın, sırasında, cərgə*, cerge*, food court*, food court-*, fudkort*, kurilka*, siqaret çəkilən yer*, siqaret çəkmə yer*, siqaret otağ*, siqaret zona*, rampa*, yükləmə meydança*, yükləmə zona*, şkafça*, soyunub-geyinmə otağ*, soyunma otağ*, müəllimlər otağ*, toplantı otağ*, iclas otağ*, duş otağ*, qadın tualet*, kişi tualet*, konsert zal*, gözləmə zal*, ərzaq anbar*, taksi dayanacağ*, avtobus dayanacağ*, velosiped dayanacağ*, tennis kort*, kolonka*, yanacaqdoldurma*, benzindoldurma*, azs, pilləkən altı*, pilləkənin altı*, perron*, peron*, sığınacaq*, podval*, emalatxana*, zavod*, fabrik*, hangar*, zalını, zaldakı, sanqovşaq*, lobbi, parkinq-*, trc, trc-*, tc-*, wc-*",
  surfaces: 'döşəmə*, tavan*, divar*, qapı*, pəncərə*',
  near: 'yanında, yaxınlığında, arxasında, qarşısında, önündə, çölündə, içində',
  at: '',
  greetings: 'salam, sabahınız xeyir, günortanız xeyir, axşamınız xeyir',
  corrections: 'əslində, xeyr, yox, bağışlayın, üzr istəyirəm, demək istədim, düzəliş, deyil, əvəzinə',
  another: 'həmçinin, bir də, başqa problem, başqa bir şey',
  captions:
    'foto, fotoşəkil, fotoşəkli, fotoşəkillər, şəkil, şəkli, şəkillər, ekran görüntüsü, başqa bir foto, başqa bir şəkil, daha bir foto, daha bir şəkil, bir şəkil də, daha biri, budur, əlavə edirəm, göndərirəm',
  critical:
    'yanğın*, od, alov*, yanır, tüstü*, qaz iyi, qaz qoxusu, qaz sızması, partlayış*, partladı, huşsuz*, huşunu itirdi, nəfəs almır, yıxıldı, ürək tutması, elektrik vurdu, elektrik cərəyanı vurdu, silah*, bıçaq*, tapança*, bomba*, dəm qazı',
  high: 'qan, qanaxma*, qanayır, yaralı*, yaralan*, xəsarət*, açıq naqil*, çılpaq naqil*, qığılcım*, daşqın*, su basdı, hədə*, təhdid*, hücum*, dava*, zorakılıq*, aqressiv*, sınıq şüşə, şüşə qırıntıları, yıxıldı, ilişib, içəridə qalıb, içərisində qalıb, liftdə qalıb, liftin içində qalıb, təhlükə*, təcili',
  medium:
    'sürüşkən*, sürüşdü, yaş, islaq*, töküldü, tökülüb, gölməçə*, sızma*, axır, damcılayır, büdrə*, boş*, buz, buzlu*, tıxan*, tıxanıb, su yoxdur, isti su yoxdur, işıq yoxdur, elektrik yoxdur, işləmir, xarab*, sınıq*, siçovul*, siçan*, tarakan*, qusma*, dolub, şübhəli*, oğurluq*, oğurlanıb, vandalizm*',
  benign:
    'yanğınsöndürən*, yanğın söndürən*, yanğın söndürücü*, yanğınsöndürmə*, yanğın söndürmə*, yangin sonduren*, yanginsonduren*, yanğın əleyhinə*, yanğın çıxış*, yangin cixis*, yanğın pilləkən*, yanğın qapı*, yanğın siqnalizasiyası test*, yanğın təlim*, yanğın dedektor*, yanğın detektor*, yanğın sensor*, tüstü dedektor*, tüstü detektor*, tüstü sensor*, tüstü siqnalizasiya*, tustu detektor*, təcili çıxış*, tecili cixis*, təcili işıq*, qəza çıxış*, ehtiyat çıxış*, oyuncaq tapança*, oyuncaq tapanca*, oyuncaq silah*, oyuncaq tüfəng*, su tapança*, plastik tapança*, plastik silah*, su aparat*, su dispenser*, su kuler*, kuler*, qaz sayğacının göstərici*, qaz sayğacı göstərici*, sayğacın göstərici*, sayğac göstərici*, su sayğac*, qaz pulu, qaz haqqı, qaz ödəniş*, qaz balonu boş*, qaz balonu bit*, siqaret çəkmək qadağandır, uzadıcı kabel keçid*, uzadıcı kabel yer*, uzadıcı keçid*, uzadıcı yerdə, uzadici kabel kecid*, kabel keçidin ortasında, kabel yerdə uzanır, ilişə bilər, büdrəyə bilər, ayağı ilişə bilər, boş qaz balonu, boş qaz ballonu, qaz balonu boşalıb, qaz hesab*, qaz qəbz*, qaz sayğacı oxu*, bıçaq lavabo*, lavaboda bıçaq, bıçaq çanaq*, çanaqda bıçaq, çirkli bıçaq*, bıçaq moyka*, moykada bıçaq, çıxış işığı yanmır, çıxış lövhəsi, lazer tag, lazertag, lazer silah*, lazer tapança*, peyntbol*, paintball*, oyuncaq silahlar, su tapançaları, bıçaqların qiymət*, bicaqlarin qiymet*, bıçaq* vitrində, vitrindəki bıçaq*, vitrindeki bicaq*, bıçaq satış*, satılan bıçaq*, qiyməti olmayan bıçaq*, təxliyə plan*, texliye plan*, evakuasiya plan*, təxliyə sxem*, evakuasiya sxem*, təxliyə yolu, yanğın təlimi elanı, yanğın siqnalizasiyasının yoxlan*, yanğın həyəcan* yoxlan*, qaz balonları bitib, qaz balonları satılıb, qaz balonu qalmayıb, qaz balonları qalmayıb, qaz qızdırıcısı sönülüdür, qaz qızdırıcısı sönüb, qaz qızdırıcısı yanmır, qaz qızdırıcısı işləmir, qaz sobası yanmır, qaz sobası işləmir, qaz pulunu',
  categories: {
    CLEANING:
      'tökül*, çirkli*, çirk*, ləkə*, yapışqan*, qusma*, gölməçə*, yaş, şüşə qırıntıları, iy*, qoxu*, üfunət*, təmizl*, toz*, palçıq*',
    SECURITY:
      'şübhəli*, oğurluq*, oğru*, oğurlanıb, soyğun*, vandalizm*, qrafiti*, dava*, hücum*, təhdid*, hədə*, silah*, bıçaq*, qıfıl*, siqnalizasiya*, kamera*, mühafizə*, təhlükəsizlik*',
    WASTE_MANAGEMENT: 'zibil qutu*, zibil*, tullantı*, təkrar emal*, dolub, zibillik*',
    MECHANICAL_ELECTRICAL:
      'işıq*, işıqlandırma*, lampa*, elektrik*, rozetka*, naqil*, kabel*, istilik*, qızdırıcı*, radiator*, kondisioner*, havalandırma*, lift*, eskalator*, avtomatik qapı*, soyuducu*, dondurucu*, qazan*, generator*',
    PLUMBING:
      'sızma*, axır, boru*, kanalizasiya*, tıxan*, çən*, kran*, su yoxdur, isti su, unitaz*, tualet*, pissuar*, su basdı, damcılayır',
    PEST_CONTROL:
      'siçovul*, siçan*, gəmirici*, tarakan*, həşərat*, qarışqa*, arı*, göyərçin*, quş*, taxtabiti*, birə*, milçək*, zərərverici*',
    GROUNDS_MAINTENANCE: 'dayanacaq*, çuxur*, cığır*, səki*, qazon*, ot, çəpər*, ağac*, budaq*, hasar*, qar, buz, bağ*',
    IT: 'wifi, internet*, şəbəkə*, terminal*, kart oxuyucu*, ekran*, monitor*, kompüter*, noutbuk*, printer*, sayt*, parol*, skaner*',
    FEEDBACK:
      'təşəkkür*, tərif*, şikayət*, təklif*, rəy*, kobud*, nəzakətsiz*, işçi*, personal*, xidmət*, növbə*, gözləmə*, qiymət*',
  },
};
