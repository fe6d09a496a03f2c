import { cross, different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * Development pairs written as visitors type on their phones, the place said in passing and the location the
 * words of the message that name it (as the intake reads it): the same problem told with other words for the
 * thing and the place ("gents" / "mens toilets", "lift" / "elevator", "2nd" / "second"), another detail, an
 * inflected place word; and two problems at one place, or one problem at two places. Many of the product's
 * languages, also those the concept tables do not cover. Written apart from the held-out corpus.
 */
export const phonePairs: ReportPair[] = [
  // One problem told twice in one language.
  same(
    ['en', 'the urinals in the gents by the food court stink, proper gross', 'gents by the food court'],
    ['en', 'mens toilets next to food court smell really bad of wee', 'mens toilets next to food court'],
  ),
  same(
    ['en', 'lift on the 2nd floor keeps making a grinding noise, scary', 'lift on the 2nd floor'],
    ['en', 'elevator second floor making horrible noises when it moves', 'elevator second floor'],
  ),
  same(
    ['en', 'someone dropped a jar of pasta sauce in aisle 4, red mess everywhere', 'aisle 4'],
    ['en', 'smashed sauce jar all over aisle four, glass too', 'aisle four'],
  ),
  same(
    ['en', 'card machine at till 2 keeps declining everyones cards', 'till 2'],
    ['en', 'payment terminal on checkout 2 not working, cash only apparently', 'checkout 2'],
  ),
  same(
    ['en', 'theres dog poo on the path by the playground', 'path by the playground'],
    ['en', 'someone let their dog foul right next to the kids play area, gross', 'next to the kids play area'],
  ),
  same(
    ['en', 'aircon in meeting room 3 is blowing hot air', 'meeting room 3'],
    ['en', 'meeting rm 3 is boiling, the AC isnt cooling at all', 'meeting rm 3'],
  ),
  same(
    ['de', 'Im Damen-WC im 1. OG ist das Waschbecken verstopft', 'Damen-WC im 1. OG'],
    [
      'de',
      'Waschbecken bei den Damentoiletten erster Stock läuft nicht ab, Wasser steht drin',
      'Damentoiletten erster Stock',
    ],
  ),
  same(
    ['de', 'Rolltreppe beim Ausgang Nord steht schon wieder', 'beim Ausgang Nord'],
    ['de', 'die rolltreppe am nordausgang geht nicht, alle müssen laufen', 'am nordausgang'],
  ),
  same(
    ['de', 'WLAN im Wartebereich ist weg', 'im Wartebereich'],
    ['de', 'kein Internet im Wartezimmer, das wifi geht nicht', 'im Wartezimmer'],
  ),
  same(
    ['es', 'la máquina de café de la sala de espera se tragó mis monedas', 'sala de espera'],
    ['es', 'maquina de cafe en sala espera no da el cafe y se queda con el dinero', 'sala espera'],
  ),
  same(
    ['es', 'hay cucarachas en la cocina del bar, asqueroso', 'cocina del bar'],
    ['es', 'vi varias cucarachas corriendo por la cocina de la cafeteria', 'cocina de la cafeteria'],
  ),
  same(
    ['es', 'se ha fundido la bombilla del pasillo del 3er piso', 'pasillo del 3er piso'],
    ['es', 'pasillo tercer piso sin luz, está todo oscuro', 'pasillo tercer piso'],
  ),
  same(
    ['fr', 'les toilettes hommes du rdc sont bouchées, ça déborde', 'toilettes hommes du rdc'],
    ['fr', 'wc messieurs rez de chaussée: cuvette bouchée, de l eau partout', 'wc messieurs rez de chaussée'],
  ),
  same(
    ['fr', 'il fait un froid de canard dans la salle 12, chauffage en panne', 'salle 12'],
    ['fr', 'radiateurs froids en salle 12, on gèle', 'salle 12'],
  ),
  same(
    ['it', 'il bancomat all ingresso non funziona, schermo nero', 'all ingresso'],
    ['it', 'bancomat vicino all entrata fuori servizio', 'vicino all entrata'],
  ),
  same(
    ['pt', 'a torneira da casa de banho das senhoras esta sempre a pingar', 'casa de banho das senhoras'],
    ['pt', 'torneira a pingar no wc feminino, desperdicio de agua', 'wc feminino'],
  ),
  same(
    ['pt', 'o ar condicionado da sala de reunião tá pingando água no chão', 'sala de reunião'],
    ['pt', 'vazamento do ar condicionado na sala de reuniões, chão molhado', 'sala de reuniões'],
  ),
  same(
    ['nl', 'de prullenbak bij de ingang puilt uit, overal afval', 'bij de ingang'],
    ['nl', 'vuilnisbak voor de deur zit propvol, rommel op de stoep', 'voor de deur'],
  ),
  same(
    ['pl', 'w łazience na 3 piętrze nie ma mydła', 'w łazience na 3 piętrze'],
    ['pl', 'brak mydła w toalecie trzecie piętro', 'toalecie trzecie piętro'],
  ),
  same(
    ['sv', 'hissen i garaget har fastnat igen', 'i garaget'],
    ['sv', 'hissen nere i parkeringsgaraget funkar inte', 'parkeringsgaraget'],
  ),
  same(
    ['da', 'der er en stor vandpyt foran elevatoren på 2. sal', 'foran elevatoren på 2. sal'],
    ['da', 'vand på gulvet ved elevatoren anden sal, glat', 'ved elevatoren anden sal'],
  ),
  same(
    ['no', 'lyset på toalettet i andre etasje er gått', 'toalettet i andre etasje'],
    ['no', 'ingen lys på do i 2. etasje, helt mørkt', 'do i 2. etasje'],
  ),
  same(
    ['fi', 'naisten vessassa ei ole vessapaperia', 'naisten vessassa'],
    ['fi', 'vessapaperi loppu naisten wc:stä', 'naisten wc:stä'],
  ),
  same(
    ['tr', 'asansör 3. katta takılı kaldı, kapısı açılmıyor', 'asansör 3. katta'],
    ['tr', 'üçüncü kattaki asansör bozuk, kapı açılmıyor', 'üçüncü kattaki asansör'],
  ),
  same(
    ['ru', 'в раздевалке бассейна нет горячей воды в душе', 'в раздевалке бассейна'],
    ['ru', 'душ в раздевалке у бассейна только холодная вода', 'в раздевалке у бассейна'],
  ),
  same(
    ['uk', 'на зупинці розбите скло, всюди уламки', 'на зупинці'],
    ['uk', 'скло на зупинці розтрощене, осколки на лавці', 'на зупинці'],
  ),
  same(
    ['cs', 'na pánských záchodech teče voda z pisoáru', 'na pánských záchodech'],
    ['cs', 'pisoár na pánských wc protéká, mokrá podlaha', 'na pánských wc'],
  ),
  same(
    ['id', 'lampu di toilet pria lantai 2 mati', 'toilet pria lantai 2'],
    ['id', 'toilet laki2 lantai dua gelap, lampunya padam', 'toilet laki2 lantai dua'],
  ),
  same(
    ['ja', '3階のエレベーターのボタンが反応しない', '3階'],
    ['ja', '3階でエレベーターのボタン押しても来ない', '3階'],
  ),
  same(['ko', '2층 화장실 변기가 막혔어요', '2층 화장실'], ['ko', '2층 화장실 변기 물이 안 내려가요', '2층 화장실']),
  same(['zh', '停车场的灯坏了，晚上很黑', '停车场'], ['zh', '地下停车场没有灯，黑漆漆的', '地下停车场']),
  same(
    ['ar', 'المكيف في قاعة الانتظار لا يعمل والجو حار جدا', 'قاعة الانتظار'],
    ['ar', 'التكييف عطلان في صالة الانتظار، حر شديد', 'صالة الانتظار'],
  ),
  same(
    ['af', 'die hysbak by die parkeerarea werk nie', 'by die parkeerarea'],
    ['af', 'hysbak in die parkeergarage is stukkend, moes trappe klim', 'in die parkeergarage'],
  ),
  same(
    ['az', 'qadın tualetində kran axır, su dayanmır', 'qadın tualetində'],
    ['az', 'qadınlar tualetində kran xarabdır, su axır', 'qadınlar tualetində'],
  ),
  same(['lt', 'lifte kažkas apsivėmė, baisiai smirda', 'lifte'], ['lt', 'lifte vėmalai ant grindų, dvokia', 'lifte']),
  same(
    ['lv', 'sieviešu tualetē nav ziepju', 'sieviešu tualetē'],
    ['lv', 'ziepes beigušās sieviešu tualetē', 'sieviešu tualetē'],
  ),
  same(
    ['et', 'naiste WC-s on kraanikauss ummistunud', 'naiste WC-s'],
    ['et', 'naiste tualetis kraanikauss ei lase vett läbi, ummistus', 'naiste tualetis'],
  ),
  same(
    ['sw', 'choo cha wanaume kimeziba, maji yanafurika', 'choo cha wanaume'],
    ['sw', 'choo cha wanaume hakiflashi, kimeziba kabisa', 'choo cha wanaume'],
  ),
  same(
    ['ms', 'lif aras 2 rosak, pintu tak buka', 'lif aras 2'],
    ['ms', 'lif kat aras dua tak berfungsi, pintu tersekat', 'lif kat aras dua'],
  ),
  same(
    ['hr', 'u muškom WC-u na prvom katu curi slavina', 'muškom WC-u na prvom katu'],
    ['hr', 'slavina u muškom toaletu 1. kat stalno kaplje', 'muškom toaletu 1. kat'],
  ),
  same(
    ['sr', 'лифт у гаражи не ради од јутрос', 'у гаражи'],
    ['sr', 'покварен лифт у подземној гаражи', 'у подземној гаражи'],
  ),
  same(
    ['bg', 'в тоалетната на втория етаж няма тоалетна хартия', 'тоалетната на втория етаж'],
    ['bg', 'свършила е хартията в тоалетната, 2 етаж', 'тоалетната, 2 етаж'],
  ),
  same(
    ['ca', 'la màquina de cafè del vestíbul no torna el canvi', 'del vestíbul'],
    ['ca', 'la cafetera automàtica del vestíbul es queda les monedes', 'del vestíbul'],
  ),
  same(
    ['he', 'יש נזילה מהתקרה במסדרון בקומה 2', 'במסדרון בקומה 2'],
    ['he', 'מים מטפטפים מהתקרה במסדרון של קומה שנייה', 'במסדרון של קומה שנייה'],
  ),
  same(
    ['hi', 'लिफ्ट तीसरी मंजिल पर अटक गई है', 'तीसरी मंजिल'],
    ['hi', 'तीसरी मंजिल वाली लिफ्ट खराब है, दरवाजा नहीं खुल रहा', 'तीसरी मंजिल'],
  ),
  same(['ur', 'واش روم میں صابن ختم ہو گیا ہے', 'واش روم'], ['ur', 'واش روم میں صابن نہیں ہے', 'واش روم']),
  same(
    ['fa', 'شیر آب دستشویی طبقه دوم چکه می کند', 'دستشویی طبقه دوم'],
    ['fa', 'دستشویی طبقه ۲ شیرش خراب است و آب می ریزد', 'دستشویی طبقه ۲'],
  ),
  same(['th', 'ไฟในห้องน้ำชั้น 2 ดับ', 'ห้องน้ำชั้น 2'], ['th', 'ห้องน้ำชั้นสองมืดมาก หลอดไฟเสีย', 'ห้องน้ำชั้นสอง']),
  same(
    ['vi', 'bồn cầu nhà vệ sinh nam tầng 1 bị tắc', 'nhà vệ sinh nam tầng 1'],
    ['vi', 'wc nam tang 1 bon cau bi nghet, nuoc tran ra', 'wc nam tang 1'],
  ),
  same(
    ['ro', 'la intrarea principală coșul de gunoi e plin ochi', 'la intrarea principală'],
    ['ro', 'gunoiul de la intrare se revarsă din coș', 'de la intrare'],
  ),
  same(
    ['hu', 'a 2. emeleti férfi mosdóban folyik a csap', '2. emeleti férfi mosdóban'],
    ['hu', 'csöpög a csap a férfi wc-ben a második emeleten', 'férfi wc-ben a második emeleten'],
  ),
  same(
    ['el', 'στις τουαλέτες των γυναικών δεν υπάρχει σαπούνι', 'στις τουαλέτες των γυναικών'],
    ['el', 'τελείωσε το σαπούνι στις γυναικείες τουαλέτες', 'στις γυναικείες τουαλέτες'],
  ),
  same(
    ['sk', 'na parkovisku nesvieti osvetlenie, je tam tma', 'na parkovisku'],
    ['sk', 'svetlá na parkovisku sú pokazené, úplná tma', 'na parkovisku'],
  ),
  same(
    ['sl', 'v kuhinji pušča pomivalno korito', 'v kuhinji'],
    ['sl', 'pod koritom v kuhinji je luža, nekaj pušča', 'v kuhinji'],
  ),
  same(
    ['is', 'lyftan á bílastæðinu er biluð', 'á bílastæðinu'],
    ['is', 'lyftan í bílakjallaranum virkar ekki', 'í bílakjallaranum'],
  ),
  same(
    ['kk', 'әйелдер дәретханасында қағаз жоқ', 'әйелдер дәретханасында'],
    ['kk', 'әйелдер дәретханасында туалет қағазы бітіп қалған', 'әйелдер дәретханасында'],
  ),
  same(
    ['cy', "mae'r lifft yn y maes parcio wedi torri", 'yn y maes parcio'],
    ['cy', 'lifft maes parcio ddim yn gweithio eto', 'maes parcio'],
  ),
  same(
    ['gl', 'o ascensor do garaxe non funciona', 'do garaxe'],
    ['gl', 'ascensor do garaxe estragado, hai que subir polas escaleiras', 'do garaxe'],
  ),

  // One problem told in two languages.
  cross(
    ['lt', 'lifte kažkas apsivėmė, baisiai smirda', 'lifte'],
    ['en', 'someone threw up in the lift, it stinks', 'in the lift'],
  ),
  cross(
    ['sw', 'choo cha wanaume kimeziba, maji yanafurika', 'choo cha wanaume'],
    ['en', 'mens toilet is blocked and overflowing', 'mens toilet'],
  ),
  cross(
    ['ms', 'lif aras 2 rosak, pintu tak buka', 'lif aras 2'],
    ['id', 'lift lantai 2 rusak, pintunya tidak bisa terbuka', 'lift lantai 2'],
  ),
  cross(
    ['af', 'die hysbak by die parkeerarea werk nie', 'by die parkeerarea'],
    ['nl', 'de lift bij de parkeerplaats doet het niet', 'bij de parkeerplaats'],
  ),
  cross(
    ['et', 'naiste WC-s on kraanikauss ummistunud', 'naiste WC-s'],
    ['fi', 'naisten vessan lavuaari on tukossa', 'naisten vessan'],
  ),
  cross(['ur', 'واش روم میں صابن ختم ہو گیا ہے', 'واش روم'], ['hi', 'वॉशरूम में साबुन खत्म हो गया है', 'वॉशरूम']),
  cross(
    ['az', 'qadın tualetində kran axır, su dayanmır', 'qadın tualetində'],
    ['tr', 'kadınlar tuvaletinde musluk akıyor, su durmuyor', 'kadınlar tuvaletinde'],
  ),
  cross(
    ['kk', 'әйелдер дәретханасында қағаз жоқ', 'әйелдер дәретханасында'],
    ['ru', 'в женском туалете нет туалетной бумаги', 'в женском туалете'],
  ),

  // Two problems at one place, or one problem at two places.
  different(
    ['en', 'the urinals in the gents by the food court stink, proper gross', 'gents by the food court'],
    ['en', 'no hand soap in the gents by the food court', 'gents by the food court'],
  ),
  different(
    ['en', 'lift on the 2nd floor keeps making a grinding noise, scary', 'lift on the 2nd floor'],
    ['en', 'lift on the 3rd floor making a grinding noise', 'lift on the 3rd floor'],
  ),
  different(
    ['en', 'card machine at till 2 keeps declining everyones cards', 'till 2'],
    ['en', 'the conveyor belt at till 2 is stuck', 'till 2'],
  ),
  different(
    ['en', 'theres dog poo on the path by the playground', 'path by the playground'],
    ['en', 'the swing in the playground is broken, chain snapped', 'in the playground'],
  ),
  different(
    ['en', 'aircon in meeting room 3 is blowing hot air', 'meeting room 3'],
    ['en', 'projector in meeting room 3 wont turn on', 'meeting room 3'],
  ),
  different(
    ['de', 'Im Damen-WC im 1. OG ist das Waschbecken verstopft', 'Damen-WC im 1. OG'],
    ['de', 'Im Damen-WC im 1. OG fehlt Klopapier', 'Damen-WC im 1. OG'],
  ),
  different(
    ['de', 'WLAN im Wartebereich ist weg', 'im Wartebereich'],
    ['de', 'im Wartebereich ist es viel zu kalt', 'im Wartebereich'],
  ),
  different(
    ['es', 'la máquina de café de la sala de espera se tragó mis monedas', 'sala de espera'],
    ['es', 'en la sala de espera hay una silla rota', 'sala de espera'],
  ),
  different(
    ['es', 'se ha fundido la bombilla del pasillo del 3er piso', 'pasillo del 3er piso'],
    ['es', 'se ha fundido la bombilla del pasillo del 2º piso', 'pasillo del 2º piso'],
  ),
  different(
    ['fr', 'les toilettes hommes du rdc sont bouchées, ça déborde', 'toilettes hommes du rdc'],
    ['fr', 'les toilettes femmes du rdc sont bouchées', 'toilettes femmes du rdc'],
  ),
  different(
    ['fr', 'il fait un froid de canard dans la salle 12, chauffage en panne', 'salle 12'],
    ['fr', 'la lumière de la salle 12 clignote sans arrêt', 'salle 12'],
  ),
  different(
    ['it', 'il bancomat all ingresso non funziona, schermo nero', 'all ingresso'],
    ['it', 'la porta automatica all ingresso non si apre', 'all ingresso'],
  ),
  different(
    ['pt', 'a torneira da casa de banho das senhoras esta sempre a pingar', 'casa de banho das senhoras'],
    ['pt', 'a torneira da casa de banho dos homens esta sempre a pingar', 'casa de banho dos homens'],
  ),
  different(
    ['nl', 'de prullenbak bij de ingang puilt uit, overal afval', 'bij de ingang'],
    ['nl', 'bij de ingang ligt een kapotte tegel, struikelgevaar', 'bij de ingang'],
  ),
  different(
    ['pl', 'w łazience na 3 piętrze nie ma mydła', 'w łazience na 3 piętrze'],
    ['pl', 'w łazience na 3 piętrze cieknie kran', 'w łazience na 3 piętrze'],
  ),
  different(
    ['sv', 'hissen i garaget har fastnat igen', 'i garaget'],
    ['sv', 'lamporna i garaget är trasiga, mörkt', 'i garaget'],
  ),
  different(
    ['fi', 'naisten vessassa ei ole vessapaperia', 'naisten vessassa'],
    ['fi', 'naisten vessassa haisee tosi pahalle', 'naisten vessassa'],
  ),
  different(
    ['tr', 'asansör 3. katta takılı kaldı, kapısı açılmıyor', 'asansör 3. katta'],
    ['tr', '3. kattaki tuvaletler çok kirli', '3. kattaki tuvaletler'],
  ),
  different(
    ['ru', 'в раздевалке бассейна нет горячей воды в душе', 'в раздевалке бассейна'],
    ['ru', 'в раздевалке бассейна сломан шкафчик, не закрывается', 'в раздевалке бассейна'],
  ),
  different(
    ['uk', 'на зупинці розбите скло, всюди уламки', 'на зупинці'],
    ['uk', 'на зупинці переповнений смітник', 'на зупинці'],
  ),
  different(
    ['cs', 'na pánských záchodech teče voda z pisoáru', 'na pánských záchodech'],
    ['cs', 'na pánských záchodech nesvítí světlo', 'na pánských záchodech'],
  ),
  different(
    ['id', 'lampu di toilet pria lantai 2 mati', 'toilet pria lantai 2'],
    ['id', 'lampu di toilet pria lantai 3 mati', 'toilet pria lantai 3'],
  ),
  different(['ko', '2층 화장실 변기가 막혔어요', '2층 화장실'], ['ko', '2층 화장실에 휴지가 없어요', '2층 화장실']),
  different(['zh', '停车场的灯坏了，晚上很黑', '停车场'], ['zh', '停车场出口的栏杆抬不起来', '停车场出口']),
  different(
    ['ar', 'المكيف في قاعة الانتظار لا يعمل والجو حار جدا', 'قاعة الانتظار'],
    ['ar', 'قاعة الانتظار متسخة جدا والأرض لزجة', 'قاعة الانتظار'],
  ),
  different(
    ['af', 'die hysbak by die parkeerarea werk nie', 'by die parkeerarea'],
    ['af', 'daar is olie op die vloer by die parkeerarea, baie glad', 'by die parkeerarea'],
  ),
  different(
    ['az', 'qadın tualetində kran axır, su dayanmır', 'qadın tualetində'],
    ['az', 'qadın tualetində tualet kağızı yoxdur', 'qadın tualetində'],
  ),
  different(
    ['lt', 'lifte kažkas apsivėmė, baisiai smirda', 'lifte'],
    ['lt', 'liftas neveikia, užstrigo tarp aukštų', 'liftas'],
  ),
  different(
    ['lv', 'sieviešu tualetē nav ziepju', 'sieviešu tualetē'],
    ['lv', 'vīriešu tualetē nav ziepju', 'vīriešu tualetē'],
  ),
  different(
    ['et', 'naiste WC-s on kraanikauss ummistunud', 'naiste WC-s'],
    ['et', 'naiste WC-s ei põle tuli', 'naiste WC-s'],
  ),
  different(
    ['sw', 'choo cha wanaume kimeziba, maji yanafurika', 'choo cha wanaume'],
    ['sw', 'choo cha wanawake kimeziba, maji yanafurika', 'choo cha wanawake'],
  ),
  different(
    ['ms', 'lif aras 2 rosak, pintu tak buka', 'lif aras 2'],
    ['ms', 'tandas aras 2 kotor sangat', 'tandas aras 2'],
  ),
  different(
    ['hr', 'u muškom WC-u na prvom katu curi slavina', 'muškom WC-u na prvom katu'],
    ['hr', 'u muškom WC-u na prvom katu nema papira', 'muškom WC-u na prvom katu'],
  ),
  different(
    ['he', 'יש נזילה מהתקרה במסדרון בקומה 2', 'במסדרון בקומה 2'],
    ['he', 'המנורה במסדרון בקומה 2 מהבהבת', 'במסדרון בקומה 2'],
  ),
  different(
    ['hi', 'लिफ्ट तीसरी मंजिल पर अटक गई है', 'तीसरी मंजिल'],
    ['hi', 'तीसरी मंजिल के शौचालय में पानी नहीं आ रहा', 'तीसरी मंजिल के शौचालय'],
  ),
  different(['th', 'ไฟในห้องน้ำชั้น 2 ดับ', 'ห้องน้ำชั้น 2'], ['th', 'ห้องน้ำชั้น 2 ชักโครกตัน', 'ห้องน้ำชั้น 2']),
  different(
    ['vi', 'bồn cầu nhà vệ sinh nam tầng 1 bị tắc', 'nhà vệ sinh nam tầng 1'],
    ['vi', 'nhà vệ sinh nam tầng 1 hết giấy vệ sinh', 'nhà vệ sinh nam tầng 1'],
  ),
  different(
    ['hu', 'a 2. emeleti férfi mosdóban folyik a csap', '2. emeleti férfi mosdóban'],
    ['hu', 'a 2. emeleti férfi mosdóban nem működik a kézszárító', '2. emeleti férfi mosdóban'],
  ),
  different(
    ['el', 'στις τουαλέτες των γυναικών δεν υπάρχει σαπούνι', 'στις τουαλέτες των γυναικών'],
    ['el', 'στις τουαλέτες των γυναικών η λεκάνη είναι βουλωμένη', 'στις τουαλέτες των γυναικών'],
  ),
  different(
    ['sk', 'na parkovisku nesvieti osvetlenie, je tam tma', 'na parkovisku'],
    ['sk', 'na parkovisku je rozbitá závora, nejde hore', 'na parkovisku'],
  ),
  different(
    ['cy', "mae'r lifft yn y maes parcio wedi torri", 'yn y maes parcio'],
    ['cy', 'mae sbwriel ym mhobman yn y maes parcio', 'yn y maes parcio'],
  ),
  different(
    ['gl', 'o ascensor do garaxe non funciona', 'do garaxe'],
    ['gl', 'no garaxe hai unha fuga de auga', 'no garaxe'],
  ),
  different(
    ['ro', 'la intrarea principală coșul de gunoi e plin ochi', 'la intrarea principală'],
    ['ro', 'la intrarea principală ușa automată nu se deschide', 'la intrarea principală'],
  ),
  different(
    ['ja', '3階のエレベーターのボタンが反応しない', '3階'],
    ['ja', '3階のトイレの水が止まらない', '3階のトイレ'],
  ),
  different(
    ['is', 'lyftan á bílastæðinu er biluð', 'á bílastæðinu'],
    ['is', 'ljósin á bílastæðinu eru biluð, allt dimmt', 'á bílastæðinu'],
  ),
];
