import type { ConceptTable } from './duplicate-concept-matcher';

/**
 * The commonest places, things and troubles in languages the main tables leave out (Greek, Hungarian,
 * Romanian, Vietnamese, Hebrew, Croatian/Serbian/Bosnian/Slovenian, Slovak, Bulgarian/Macedonian, Catalan,
 * Persian, Hindi, Thai), so a report in one of them is read in the same concepts as the others. Joined into
 * the main tables by concept (joinTables). Thai is written without spaces: its terms are fragments (*…*).
 */
export const morePlaceTypes: ConceptTable = {
  toilets:
    'τουαλετ*, μπανιο*, wc, mosdo*, vece*, illemhely*, baie, baia, baii, grup sanitar, nha ve sinh, phong ve sinh, ' +
    'שירותים, נוחיות, zahod*, kupaonic*, kupatil*, toalet*, stranisc*, тоалет*, lavabos, ' +
    'banys, serveis, توالت, دستشویی, سرویس بهداشتی, शौचालय, बाथरूम, *ห้องน้ำ*, *สุขา*',
  women:
    'γυναικ*, női, noi, noknek, femei, phu nu, נשים, zensk*, ženske, damsk*, женск*, dones, ' + 'زنانه, महिला*, *หญิง*',
  men: 'ανδρ*, ferfi*, ferfiak, barbati, גברים, musk*, muški, мъжк*, машк*, مردانه, पुरुष*, *ชาย*',
  lift:
    'ασανσερ, ανελκυστηρ*, lift, liftul, liftului, lifturi, ascensor*, thang may, מעלית*, dizal*, lift, dvigal*, vytah*, асансьор*, ' +
    'лифт*, آسانسور*, लिफ्ट, *ลิฟต์*',
  escalator:
    'κυλιομεν* σκαλ*, mozgolepcso*, scara rulanta, scari rulante, thang cuon, מדרגות נעות, pokretn* stepenic*, ' +
    'tekoce stopnice, eskalator*, ескалатор*, escales mecaniques, پله برقی, एस्केलेटर, *บันไดเลื่อน*',
  stairs:
    'σκαλ*, lepcso*, scara, scari, scarile, scarii, cau thang, מדרגות, stepenic*, stepenis*, stubist*, stopnic*, schod*, стълб*, ' +
    'escala, escales, پله*, सीढ़ि*, *บันได*',
  entrance:
    'εισοδ*, πορτα*, bejarat*, kapu*, ajto*, intrar*, usa, poarta, loi vao, cửa ra vào, cua ra vao, כניסה*, ulaz*, vhod*, vchod*, ' +
    'вход*, влез*, entrada, porta, ورودی*, در ورودی, प्रवेश*, दरवाज*, *ทางเข้า*, *ประตู*',
  exit: 'εξοδ*, kijarat*, iesir*, loi ra, יציאה*, izlaz*, izhod*, vychod*, изход*, излез*, sortida, خروجی*, निकास*, *ทางออก*',
  carPark:
    'παρκινγκ, σταθμευσ*, γκαραζ, parkolo*, melygarazs*, parcar*, bai do xe, bãi đỗ xe, bai xe, ham xe, hầm xe, חניון*, חניה, ' +
    'parking*, parkiralist*, garaz*, parkovisk*, паркинг*, гараж*, aparcament*, پارکینگ*, पार्किंग, *ที่จอดรถ*, *ลานจอด*',
  kitchen:
    'κουζιν*, konyh*, bucatari*, nha bep, bep, מטבח*, kuhinj*, kuchyn*, кухн*, cuina, آشپزخانه*, रसोई, *ห้องครัว*, *ครัว*',
  canteen:
    'καντιν*, εστιατορι*, καφετερι*, etkezd*, menza*, kantin*, cantin*, nha an, quan an, חדר אוכל, קפיטריה, ' +
    'kantin*, menz*, jedalen, jedaln*, столов*, менз*, cafeteria, menjador, غذاخوری, کافه, कैंटीन, *โรงอาหาร*',
  lobby:
    'υποδοχ*, λομπι, φουαγιε, recepcio*, receptie, hol, sanh, לובי, קבלה, predvorj*, recepcij*, фоайе, рецепци*, vestibul, لابی, پذیرش, लॉबी, *ล็อบบี้*',
  passage:
    'διαδρομ*, folyoso*, coridor*, hanh lang, מסדרון*, hodnik*, chodb*, коридор*, passadis*, راهرو*, गलियारे, गलियारा, *ทางเดิน*',
  platform:
    'αποβαθρ*, πλατφορμ*, peron*, vagany*, san ga, רציף*, nastupist*, перон*, andana*, سکو*, प्लेटफॉर्म, *ชานชาลา*',
  checkout:
    'ταμει*, kassza*, casa de marcat, quay thu ngan, thu ngan, קופה*, blagajn*, pokladn*, каса*, caixa, صندوق*, काउंटर, *แคชเชียร์*',
  meetingRoom:
    'αιθουσα συσκεψ*, targyalo*, sala de sedinte, phong hop, חדר ישיבות, sala za sastank*, sejn* sob*, zasadaci*, заседателн*, sala de reunions, اتاق جلسه*, मीटिंग रूम, *ห้องประชุม*',
  waitingRoom:
    'αιθουσα αναμον*, varo*, sala de asteptare, phong cho, חדר המתנה, cekaonic*, cakalnic*, cakaren, чакалн*, sala d espera, اتاق انتظار, प्रतीक्षा*, *ห้องรอ*',
  office:
    'γραφει*, iroda*, birou*, van phong, משרד*, ured*, pisarn*, kancelar*, офис*, oficina, دفتر*, कार्यालय, ऑफिस, *สำนักงาน*',
  shower:
    'ντουζ*, zuhany*, dus, dusul, dusuri, voi sen, מקלחת*, tus, tusevi, tusu, sprch*, душ*, dutx*, دوش, शावर, *ฝักบัว*',
  floor:
    'οροφο*, emelet*, szint*, etaj*, tang, tầng, קומה*, kat, kata, katu, nadstrop*, poschod*, етаж*, кат, planta, طبقه*, मंजिल, मंज़िल, फ्लोर, *ชั้น*',
  room: 'δωματι*, αιθουσ*, szoba*, terem*, camer*, sala, sali, phong, חדר*, soba, sobi, sobe, prostorij*, miestnost*, стая*, соба*, sala, habitacio*, اتاق*, कमरा, कमरे, *ห้อง*',
  building:
    'κτιρι*, epulet*, cladir*, toa nha, בניין*, zgrad*, stavb*, budov*, сград*, зград*, edifici*, ساختمان*, इमारत, भवन, *อาคาร*, *ตึก*',
  shop: 'καταστημα*, μαγαζι*, uzlet*, magazin*, cua hang, חנות*, trgovin*, prodavnic*, obchod*, магазин*, botiga*, مغازه*, فروشگاه*, दुकान, *ร้าน*',
  garden:
    'κηπ*, kert*, gradin*, parc, parcul, vuon, cong vien, גינה*, גן, vrt*, zahrad*, градин*, парк, парка, jardi*, باغ*, پارک*, बगीचा, *สวน*',
};

export const moreProblemThings: ConceptTable = {
  lift: 'ασανσερ, ανελκυστηρ*, lift, liftul, liftului, thang may, מעלית*, dizal*, dvigal*, vytah*, асансьор*, лифт*, ascensor*, آسانسور*, लिफ्ट, *ลิฟต์*',
  escalator:
    'κυλιομεν* σκαλ*, mozgolepcso*, scara rulanta, scari rulante, thang cuon, מדרגות נעות, pokretn* stepenic*, tekoce stopnice, eskalator*, ескалатор*, escales mecaniques, پله برقی, एस्केलेटर, *บันไดเลื่อน*',
  water: 'νερ*, viz, vize, vizet, apa, apei, nuoc, מים, voda, vode, vodo, vodu, вода, води, aigua, آب, पानी, *น้ำ*',
  toilets:
    'τουαλετ*, λεκαν*, wc, vece*, toaleta, toaletei, bon ve sinh, אסלה*, שירותים, skoljk*, wc skoljk*, školjk*, toalet*, тоалетн*, vater*, واتر*, کاسه توالت, टॉयलेट, शौचालय, *ชักโครก*, *ส้วม*',
  sink: 'νιπτηρ*, νεροχυτ*, mosdokagyl*, mosogato*, chiuvet*, lavoar*, bon rua, chau rua, כיור*, umivaonik*, sudoper*, umivalnik*, umyvadl*, мивк*, روشویی, سینک, सिंक, *อ่างล้าง*',
  tap: 'βρυσ*, csap*, robinet*, voi nuoc, ברז*, slavin*, kohutik*, чешм*, славин*, aixeta*, شیر آب, नल, *ก๊อก*',
  soap: 'σαπουν*, szappan*, sapun*, xa phong, סבון*, sapun*, milo, mydl*, сапун*, sabo, صابون*, साबुन, *สบู่*',
  toiletPaper:
    'χαρτι υγειας, wc papir*, hartie igienica, giay ve sinh, נייר טואלט, toaletni papir*, toaletn* papier*, тоалетна хартия, paper higienic, دستمال توالت, टॉयलेट पेपर, *กระดาษชำระ*, *ทิชชู่*',
  handDryer:
    'dryer, στεγνωτηρ*, kezszarito*, uscator*, may say tay, מייבש ידיים, susilo za ruke, susic* rok, susic*, suszarka, сешоар*, assecador*, دست خشک کن, हैंड ड्रायर, *เครื่องเป่ามือ*',
  light:
    'fluorescent*, neon*, leuchtstoff*, φωτιστικ*, φως, φωτα, λαμπ*, vilagitas*, lampa*, izzo*, lumin*, bec, becul, becuri, đèn, den khong sang, den hong, den bi hong, anh sang, אור, אורות, נורה*, svjetl*, luc, luci, žarul*, zarul*, svetl*, osvetlen*, осветлен*, лампа*, llum*, چراغ*, لامپ*, बत्ती, लाइट*, *ไฟ*, *หลอดไฟ*',
  door: 'πορτα*, ajto*, usa, usi, usii, cửa kính, cửa tự động, דלת*, vrata, vrat, dvere*, врата*, porta, portes, दरवाज*, *ประตู*',
  window:
    'παραθυρ*, ablak*, geam*, fereastr*, cua so, חלון*, prozor*, okno, okna, прозор*, finestr*, پنجره*, खिड़की, *หน้าต่าง*',
  heating:
    'θερμανσ*, καλοριφερ*, fütes*, futes*, radiator*, calorifer*, incalzir*, suoi, lo suoi, הסקה, חימום, רדיאטור*, grijanj*, ogrevanj*, kurenie*, radiator*, парно, отопление, radiador*, calefaccio, شوفاژ*, بخاری*, हीटर, हीटिंग, *ฮีตเตอร์*',
  aircon:
    'κλιματισ*, klima*, legkondi*, aer conditionat, aerul conditionat, dieu hoa, may lanh, מזגן*, klimatizac*, климатик*, aire condicionat, کولر*, تهویه*, एसी, *แอร์*',
  wifi: 'wifi, wi fi, ιντερνετ, διαδικτυ*, internet*, mang, wifi, אינטרנט, וייפיי, интернет*, اینترنت*, वाईफाई, इंटरनेट, *อินเทอร์เน็ต*, *ไวไฟ*',
  bin: 'καδο*, σκουπιδ*, kuka*, szemet*, hulladek*, cos de gunoi, gunoi*, tomberon*, thung rac, rác, פח*, אשפה, kant* za smece, smec*, smeti, smetnjak*, odpad*, кофа*, боклук*, paperera*, escombrari*, سطل زباله, زباله*, कूड़ा*, कचरा*, *ถังขยะ*, *ขยะ*',
  glass:
    'γυαλι*, τζαμι*, üveg*, uveg*, sticl*, cioburi, thuy tinh, kinh vo, זכוכית*, staklo*, stakla, steklo*, sklo, стъкл*, vidre*, شیشه*, कांच, शीशा, *กระจก*, *แก้ว*',
  ceiling:
    'ταβαν*, οροφη, plafon*, mennyezet*, tavan*, acoperis*, tran nha, trần nhà, mai nha, תקרה, גג, strop*, plafon*, strop*, таван*, покрив*, sostre, teulada, سقف*, छत, *เพดาน*, *หลังคา*',
  rodent:
    'ποντικ*, αρουραι*, eger*, patkany*, soarec*, soareci, sobolan*, chuot, chuột, עכבר*, חולד*, misevi, stakor*, myš*, mys*, potkan*, мишк*, мишка, плъх*, ratoli*, rata, rates, موش*, चूहा, चूहे, *หนู*',
  cockroach:
    'κατσαριδ*, csotany*, gandac*, gandaci, con gian, con gián, ג׳וק*, מקק*, žohar*, zohar*, šćurak*, šćurc*, scurak*, scurc*, svab*, хлебарк*, panerol*, سوسک*, कॉकरोच, *แมลงสาบ*',
  wasps:
    'σφηκ*, μελισσ*, daraz*, meh, mehek, viespi, viespe, albin*, to ong, tổ ong, צרע*, דבור*, ose, osa, pcel*, včel*, vcel*, оси, оса, пчел*, vesp*, abell*, زنبور*, ततैया, मधुमक्खी, *ต่อ*, *ผึ้ง*',
  vomit:
    'εμετ*, hanyas*, hanyt*, voma*, non mua, nôn mửa, הקאה*, qusan*, povrac*, bljuvotin*, zvratk*, повръщ*, vomit*, استفراغ*, उल्टी, *อาเจียน*',
  fridge:
    'ψυγει*, hűto*, huto*, frigider*, tu lanh, מקרר*, hladnjak*, hladilnik*, chladnick*, хладилник*, frigorific*, nevera*, یخچال*, फ्रिज, *ตู้เย็น*',
  hotWater:
    'ζεστο νερο, meleg viz, melegviz, apa calda, nuoc nong, מים חמים, topla voda, tople vode, topl* vod*, tepla voda, топла вода, aigua calenta, آب گرم, गर्म पानी, *น้ำร้อน*',
  card: 'καρτ*, kartya*, card, cardul, quet the, quẹt thẻ, כרטיס*, kartic*, karti*, karta, карт*, targeta*, کارت*, कार्ड, *บัตร*',
  vending:
    'αυτοματ* πωλητ*, automata, may ban hang, автомат*, maquina expenedora, دستگاه فروش, वेंडिंग मशीन, *ตู้กด*, *ตู้ขาย*',
  coffee: 'καφε*, kave*, cafea*, ca phe, קפה, kava, kavu, kave, káva, кафе, قهوه, कॉफी, *กาแฟ*',
  screen:
    'οθον*, kepernyo*, kijelzo*, ecran*, man hinh, מסך*, ekran*, zaslon*, obrazovk*, екран*, pantalla*, मॉनिटर, स्क्रीन, *จอ*',
  printer:
    'εκτυπωτ*, nyomtato*, imprimant*, may in, מדפסת*, pisac*, tiskalnik*, tlaciaren*, принтер*, impressora*, پرینتر*, प्रिंटर, *เครื่องพิมพ์*',
  mould:
    'μουχλ*, penesz*, mucegai*, nam moc, nấm mốc, עובש, plijesan*, plesen*, plesn*, мухъл*, florit*, کپک*, फफूंद, *เชื้อรา*',
  smoke: 'καπν*, füst*, fust*, fum, fumul, khoi, khói, עשן, dim, dima, dym*, дим*, دود*, धुआं, धुंआ, *ควัน*',
  gas: 'γκαζι, αερι*, khi gas, גז, газ*, گاز*, गैस, *แก๊ส*',
};

export const moreProblemSymptoms: ConceptTable = {
  outOfOrder:
    'does not open, doesnt open, wont open, s ouvre plus, s ouvre pas, no abre, no se abre, geht nicht auf, ' +
    'offnet nicht, non si apre, nao abre, gaat niet open, nie otwiera sie, δεν λειτουργ*, δεν δουλευ*, χαλασ*, χαλαλ*, κολλημεν*, nem mukodik, nem megy, elromlott, romlott, rossz, ' +
    'beragadt, nu functioneaza, nu merge, stricat*, defect*, blocat*, bi hong, hong, hỏng, khong chay, khong hoat dong, ' +
    'kẹt, bi ket, לא עובד*, לא עובדת, מקולקל*, שבור*, תקוע*, ne radi, ne dela, pokvaren*, pokvarjen*, zaglavi*, ne funguje, ' +
    'pokazen*, nefunkcn*, не работи, повреден*, развален*, заглави*, no funciona, espatllat*, trencat*, encallat*, ' +
    'خراب*, کار نمی کند, کار نمیکند, खराब*, काम नहीं, बंद है, बंद हैं, *เสีย*, *ไม่ทำงาน*, *พัง*, *ค้าง*',
  blocked:
    'βουλωμεν*, βουλωσ*, ξεχειλιζ*, eldugul*, dugul*, tulcsordul*, infundat*, nu se scurge, se revarsa, bi tac, tắc, nghet, nghẹt, ' +
    'סתום*, סתימה, עולה על גדותיו, začepljen*, zacepljen*, zamasen*, zamašen*, upchat*, ucpan*, задръст*, запушен*, ' +
    'preljeva, embussat*, vessa, گرفته, مسدود*, بند آمده, जाम, भर गया, *ตัน*, *อุดตัน*, *ล้น*',
  full: 'γεματ*, ξεχειλιζ*, tele, megtelt, tulcsordul*, plin*, se revarsa, đầy, bi tran, tràn ra, מלא*, גולש*, puna, puno, pun, poln*, plny, plna, пълн*, plena, لبریز, भरा, भर गया, *เต็ม*, *ล้น*',
  leak: 'διαρρο*, σταζ*, στάζ*, szivarg*, csopog*, folyik, curge, picur*, scurgere*, ro ri, ri nuoc, nho giot, דליפה, נוזל, מטפטף*, curi, curenje, puscanj*, kaplje, pušča, pusca, tece, kvapk*, протич*, тече, капе, gotej*, vessa*, degoteig, نشت*, چکه*, लीक, टपक*, रिस*, *รั่ว*, *หยด*',
  wet: 'βρεγμεν*, λιμνουλ*, πλημμυρ*, νερα, vizes*, tocsa*, elaraszt*, ud, uda, ude, umed*, balta*, inundat*, uot, vung nuoc, ngap, רטוב*, שלולית*, הצפה, mokr*, lokv*, poplav*, kaluz*, мокр*, локв*, наводн*, mullat*, bassal*, inundat*, خیس*, آب گرفتگی, गीला, पानी भरा, *เปียก*, *ท่วม*',
  spill:
    'χυμεν*, χυθηκε, kiomlott, kiborult, varsat*, varsa, bị đổ, נשפך*, prolit*, prolil*, razlit*, rozlial*, разлят*, vessat*, ریخته, गिरा हुआ, गिर गया, *หก*',
  slippery:
    'γλιστερ*, csuszos*, alunecos*, trơn, חלקלק*, sklisk*, spolzk*, klzk*, хлъзгав*, relliscos*, لیز, फिसलन*, *ลื่น*',
  dirty:
    'βρωμικ*, λερωμεν*, λεκε*, piszkos*, koszos*, mocskos*, folt*, murdar*, pata, pete, bẩn thỉu, dơ bẩn, לכלוך, מלוכלך*, כתם*, prljav*, umazan*, spinav*, znecisten*, мръсн*, петн*, brut*, taca*, کثیف*, لکه*, गंदा, गंदी, गंदगी, *สกปรก*',
  smell:
    'μυριζ*, βρωμα*, δυσοσμ*, budos*, buzlik, szag*, miros*, pute, duhoare, mùi, mùi hôi, boc mui, ריח*, מסריח*, smrdi, smrad*, zaudara, smrdi, vonj*, zapach*, мирише, воня*, смрад*, pudor*, بو, بوی*, बदबू, दुर्गंध, *เหม็น*, *กลิ่น*',
  missing:
    'δεν εχει, τελειωσε, αδει*, nincs, elfogyott, ures, nu mai este, nu mai e, lipse*, hết rồi, đã hết, khong co, אין, נגמר*, ריק*, nema, nestalo, prazn*, zmanjkalo, chyba, minul*, няма, свърш*, празн*, no hi ha, s ha acabat, buit*, نیست, تمام شده, خالی*, नहीं है, खत्म, खाली, *หมด*, *ไม่มี*',
  cold: 'κρυο, κρυα, κρυωνου*, παγωμεν*, hideg*, fagy*, rece, frig, inghet*, lạnh, rét, קר, קרה, hladno, hladn*, mrzl*, studen*, студ*, хладно, fred, gelat*, سرد*, यख, ठंड*, ठंडा, *หนาว*, *เย็น*',
  hot: 'ζεστ*, καυτ*, meleg*, forrosag, fullead*, cald*, canicul*, nóng, ngot ngat, חם, חמה, חום, vruc*, vruce, toplo, vroce, horuc*, teplo, горещ*, задух*, calor, calent*, گرم*, داغ*, गर्मी, गरम, *ร้อน*',
  flicker:
    'τρεμοπαιζ*, αναβοσβην*, villog*, palpai*, clipeste, nhap nhay, מהבהב*, treperi, titra, utripa, blika*, мига*, трепка*, parpelleja*, سوسو, चमक*, टिमटिमा*, झपक*, *กะพริบ*',
  dark: 'σκοταδ*, σκοτειν*, καμμεν*, sotet*, kiegett, intuneric*, becul ars, tắt, toi om, tối om, khong sang, không sáng, חושך, חשוך*, כבוי*, mrak*, temno, tamno, nesvieti*, pregorel*, pregorjel*, tma, tmav*, тъмн*, изгорял*, fosc*, تاریک*, سوخته, अंधेर*, फ्यूज, *มืด*, *ดับ*',
  noise:
    'θορυβ*, zaj*, zgomot*, on ao, tieng on, רעש*, buk*, hrup*, hluk*, шум*, soroll*, صدا, سروصدا, शोर, आवाज़, *เสียงดัง*',
  theft:
    'κλοπ*, κλεψ*, ellop*, furat*, trộm, bi lay, גניבה, נגנב*, kradlj*, ukraden*, kradez*, ukradnut*, кражб*, откраднат*, robat*, furt, دزد*, سرقت*, चोरी, *ขโมย*',
};

/** Each concept's terms from all the tables, as one table (the extra tables' terms after the main ones, in order). */
export function joinTables(main: ConceptTable, ...extras: ConceptTable[]): ConceptTable {
  const joined: ConceptTable = { ...main };
  for (const extra of extras) {
    for (const [concept, terms] of Object.entries(extra)) {
      joined[concept] = joined[concept] ? `${joined[concept]}, ${terms}` : terms;
    }
  }
  return joined;
}
