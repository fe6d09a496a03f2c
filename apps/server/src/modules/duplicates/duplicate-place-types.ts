import type { ConceptTable } from './duplicate-concept-matcher';
import { furtherPlaceTypes } from './duplicate-further-languages';
import { loanPlaceTypes } from './duplicate-loanwords';
import { joinTables, morePlaceTypes } from './duplicate-more-languages';

/**
 * Kinds of place, each with its words in the languages visitors use most (en de es fr it pt nl pl sv da nb
 * fi tr ru uk cs id ja ko zh ar): "Aufzug Parkhaus" and "car park lift" name the same place. Read from a
 * report's location only. Syntax in duplicate-concept-matcher.ts. A word may name two kinds ("gents":
 * toilets and men).
 */
const placeTypesMain: ConceptTable = {
  toilets:
    'toilet*, restroom*, herrenklo*, damenklo*, bathroom*, washroom*, lavator*, loo, loos, wc, wcs, gents, ladies, *toilette*, klo, ' +
    'baño*, bano*, aseo*, servicio*, sanitario*, toilettes, bagno, bagni, servizi, gabinett*, casa de banho, ' +
    'banheiro*, sanitário*, *toilet*, toalet*, łazienk*, lazienk*, ubikacj*, toalett*, *toalett*, toa, vessa*, käymälä*, ' +
    'tuvalet*, toalec*, туалет*, уборн*, санузел*, вбиральн*, záchod*, zachod*, kamar mandi, トイレ, お手洗い, 便所, ' +
    '화장실, 厕所, 卫生间, 洗手间, حمام, الحمام, حمامات, *مرحاض*, دورة المياه',
  women:
    'women*, woman, ladies, female, *damen*, *frauen*, mujer*, damas, señoras, femme*, dames, donne, donna, ' +
    'mulher*, senhoras, vrouw*, damsk*, kobiet*, dam, damer, dame, damtoa*, damernas, dametoilet*, kvinn*, kvinde*, nais*, ' +
    'kadin*, bayan*, женск*, жіноч*, dámsk*, damsk*, žen*, wanita, perempuan, 女, 여자, 여성, *نساء*, *سيدات*',
  men:
    'men, mens, gents, gentlemen, male, *herren*, männer, männern, hombre*, caballero*, homme*, hommes, messieurs, ' +
    'uomini, uomo, homen*, senhores, heren*, mannen, męsk*, mesk*, mężczyzn*, panów, herr, herrar*, herr*, ' +
    'män, herre*, mænd, mies*, erkek*, мужск*, чолові*, pánsk*, pansk*, muž*, pria, laki, 男, 남자, 남성, *رجال*',
  lift:
    'lift, lifts, elevator*, *aufzug*, *aufzüg*, fahrstuhl*, ascensor*, ascenseur*, ascensore*, elevador*, ' +
    'winda, windy, windzie, winde, hiss*, elevatoren, elevator, heis*, hissi*, asansör*, asansor*, лифт*, ліфт*, ' +
    'výtah*, vytah*, エレベーター, 엘리베이터, 승강기, 电梯, *مصعد*',
  escalator:
    'escalator*, *rolltreppe*, escalera mecánica*, escaleras mecánica*, escalier mécanique*, scala mobile, ' +
    'scale mobili, escada rolante, escadas rolantes, roltrap*, schody ruchome, rulltrapp*, rulletrapp*, ' +
    'liukuporta*, liukuportai*, yürüyen merdiven*, эскалатор*, ескалатор*, eskalátor*, eskalator*, ' +
    'エスカレーター, 에스컬레이터, 扶梯, سلم متحرك, السلم المتحرك, السلم الكهربائي',
  stairs:
    'stair*, steps, *treppe*, treppen*, escalera, escaleras, escalier*, scala, scale, escada, escadas, ' +
    'trap, trappen, trappenhuis*, schod*, klatk*, trapp*, trappa*, trappe*, portaat, portaissa, portaik*, merdiven*, ' +
    'лестниц*, сход*, tangga, 階段, 계단, 楼梯, *درج*',
  entrance:
    'entrance*, entry, doorway, door, doors, gate, gates, *eingang*, einfahrt*, tor, tür, entrada*, acceso*, ' +
    'puerta*, portal*, entrée, entrées, entree, entrees, accès, acces, porte, portail*, ingresso*, entrata*, porta, portão*, ' +
    'portao*, *ingang*, deur, poort*, wejści*, wejsc*, wjazd*, brama*, bramk*, bramc*, drzwi, ingång*, ingang*, entrén, ' +
    'infart*, port, indgang*, indkørsel*, dør, sisäänkäyn*, sisaankayn*, ovi, ovella, portti*, giriş*, giris*, ' +
    'kapı, kapısı, kapıda, вход*, въезд*, ворот*, вхід*, в їзд*, двер*, vchod*, vjezd*, brán*, bran*, dveř*, masuk, ' +
    'pintu, gerbang, 入口, 玄関, ゲート, 입구, 현관, 게이트, 入口, 门口, 大门, *مدخل*, *بوابة*, باب, الباب',
  exit:
    'exit*, way out, *ausgang*, ausfahrt*, salida*, sortie*, uscita*, saída*, saida*, *uitgang*, wyjści*, ' +
    'wyjazd*, utgång*, utgang*, udgang*, uloskäyn*, çıkış*, cikis*, выход*, выезд*, вихід*, виїзд*, východ*, ' +
    'vyjezd*, keluar, 出口, 출구, *مخرج*',
  carPark:
    'car park*, carpark*, parking*, garage*, *parkhaus*, *tiefgarage*, parkplatz*, aparcamiento*, ' +
    'estacionamiento*, cochera*, stationnement*, parcheggi*, autorimessa*, estacionamento*, garagem*, ' +
    '*parkeer*, parkeergarage*, parkering*, p hus, pysäköinti*, pysakointi*, parkkihalli*, parkkipaik*, ' +
    'otopark*, *باركينج*, *باركنج*, парковк*, паркинг*, стоянк*, паркінг*, parkovišt*, parkovist*, garáž*, garaz*, parkir*, ' +
    '駐車場, 주차장, 停车场, 车库, *موقف*, *مرآب*, *جراج*',
  kitchen:
    'kitchen*, *küche*, *kuche*, cocina*, cuisine*, cucina*, cozinha*, *keuken*, kuchni*, kuchn*, kök, köket, ' +
    'pentry, pentryt, køkken*, keittiö*, keittio*, mutfak*, кухн*, kuchyň*, kuchyn*, dapur, キッチン, 台所, ' +
    '厨房, 주방, 부엌, 给水间, 茶水间, *مطبخ*',
  canteen:
    'canteen*, cafeteria*, café, cafe, restaurant*, bar, kantine*, mensa*, comedor*, restaurante*, cantine*, ' +
    'caffetteria*, ristorante*, refeitório*, refeitorio*, cantina*, stołówk*, stolowk*, restauracj*, matsal*, ' +
    'kafeteri*, restaurang*, kantin*, ruokala*, kahvila*, ravintola*, kafeterya*, yemekhane*, restoran*, ' +
    'столов*, кафе, ресторан*, їдальн*, jídeln*, jideln*, kantýn*, 食堂, カフェ, 식당, 카페, 餐厅, 咖啡厅, ' +
    '*كافتيريا*, *مطعم*',
  lobby:
    'lobby*, foyer*, reception*, hall, halls, concourse*, atrium, empfang*, eingangshalle*, halle, ' +
    'recepción*, recepcion*, vestíbulo*, vestibulo*, accueil*, réception*, atrio*, receção*, recepção*, ' +
    'saguão*, hal, receptie*, hol, holu, holl, recepcj*, entréhall*, foajé*, foaje*, vestibul*, ' +
    'lobi*, resepsionis*, вестибюл*, холл*, фойе, ресепшн*, ресепшен*, хол*, hala, recepce*, ロビー, 受付, ' +
    '로비, 리셉션, 大厅, 大堂, 前台, *ردهة*, *استقبال*, *بهو*',
  passage:
    'aisle*, corridor*, hallway*, passage*, gang, gänge, gange, *flur*, korridor*, pasillo*, corredor*, ' +
    'allée*, allee*, couloir*, rayon*, corridoio*, corsia*, gangpad*, alejk*, alejc*, korytarz*, przejści*, gång, ' +
    'gången, gangen, käytävä*, kaytava*, koridor*, проход*, коридор*, ряд, прохід*, chodb*, uličk*, ulick*, ' +
    'lorong*, 通路, 廊下, 복도, 통로, 走廊, 过道, 通道, *ممر*, *رواق*',
  platform:
    'platform*, track, *gleis*, bahnsteig*, andén*, anden, vía, via, quai*, voie, binari*, binario, ' +
    'plataforma*, cais, spoor*, perron*, peron*, spår*, spor, laituri*, raide*, платформ*, перрон*, путь, ' +
    'nástupišt*, nastupist*, kolej*, jalur, ホーム, 番線, 승강장, 플랫폼, 站台, 月台, *رصيف*',
  checkout:
    'till, tills, checkout*, check out, cash desk*, register, *kasse*, kassa*, caja, cajas, caisse*, cassa, ' +
    'casse, caixa*, kas, kasa, kasie, касс*, каса, касі, касу, касою, pokladn*, kasir*, レジ, 계산대, 收银*, *كاشير*',
  meetingRoom:
    'meeting room*, conference room*, boardroom*, *besprechung*, konferenzraum*, sala de reunion*, ' +
    'sala de reuniones, salle de reunion*, sala riunion*, sala de reunioes, vergader*, sala konferencyjn*, ' +
    'salk*, mötesrum*, motesrum*, konferensrum*, mødelokale*, neuvotteluhuone*, kokoushuone*, toplanti*, ' +
    'переговорн*, конференц*, zasedac*, zasedač*, ruang rapat, ruang pertemuan, 会議室, 회의실, 会议室, ' +
    '*اجتماعات*',
  classroom:
    'classroom*, *klassenzimmer*, *klassenraum*, salle de classe, classe, sala de aula, klaslokaal*, klas, ' +
    'klasa, klasie, sala lekcyjna, klassrum*, klasseværelse*, klasselokale*, luokka*, luoka*, luokkahuone*, sinif*, ' +
    'класс*, клас*, třída, trida, učebn*, uceb*, kelas, 教室, 교실, *فصل*',
  waitingRoom:
    'waiting room*, waiting area*, *wartezimmer*, *wartebereich*, *wartesaal*, *warteraum*, sala de espera, ' +
    'salle d attente, sala d attesa, wachtkamer*, wachtruimte*, poczekalni*, väntrum*, väntsal*, venteværelse*, ' +
    'venterum*, odotushuone*, odotustila*, odotusaula*, bekleme*, зал ожидания, ожидани*, очікуван*, čekárn*, ' +
    'cekarn*, ruang tunggu, 待合室, 대기실, 候车室, 等候*, 候诊*, *الانتظار*',
  changingRoom:
    'changing room*, locker room*, fitting room*, *umkleide*, umkleidekabine*, vestuario*, probador*, ' +
    'vestiaire*, cabine d essayage, spogliatoi*, camerin*, vestiário*, vestiario*, provador*, kleedkamer*, ' +
    'paskamer*, przebieralni*, szatni*, omklädningsrum*, omkladningsrum*, provrum*, omklædning*, prøverum*, ' +
    'pukuhuone*, sovituskopp*, soyunma*, раздевалк*, примерочн*, роздягальн*, примірочн*, šatn*, satn*, ' +
    'ruang ganti, kamar pas, 更衣室, 試着室, 탈의실, 피팅룸, 试衣间, *تغيير الملابس*',
  office:
    'office*, *büro*, *buro*, oficina*, bureau*, ufficio*, escritório*, escritorio*, kantoor*, biuro*, kontor*, toimisto*, ofis*, офис*, офіс*, kancelář*, kancelar*, kantor, 事務所, オフィス, 사무실, 办公室, *مكتب*',
  storeroom:
    'storeroom*, stockroom*, stock room*, store room*, storage, warehouse*, *lager*, abstellraum*, almacén*, ' +
    'almacen*, trastero*, réserve*, reserve*, entrepôt*, entrepot*, magazzin*, deposito*, armazém*, armazem*, ' +
    'depósito*, arrecadação*, magazijn*, opslag*, magazyn*, zaplecz*, förråd*, forrad*, varasto*, depo*, ' +
    'склад*, подсобк*, sklad*, gudang*, 倉庫, 창고, 仓库, *مستودع*, *مخزن*',
  playground:
    'playground*, play area*, *spielplatz*, parque infantil, zona infantil, aire de jeux, parco giochi, area giochi, ' +
    'speeltuin*, plac zabaw, lekplats*, legeplads*, leikkipaik*, leikkipuisto*, oyun alan*, детск* площадк*, ' +
    'дитяч* майданчик*, hřišt*, hrist*, taman bermain, 遊び場, 놀이터, 游乐场, 儿童乐园, *ملعب*',
  gym: 'gym*, sports hall*, fitness*, *turnhalle*, *sporthalle*, gimnasio*, polideportivo*, gymnase*, salle de sport, palestra*, ginásio*, ginasio*, sportzaal*, gymzaal*, siłowni*, silowni*, sala gimnastyczn*, idrottshall*, gymnastiksal*, idrætshal*, kuntosali*, liikuntasali*, spor salon*, спортзал*, тренажерн*, tělocvičn*, telocvicn*, posilovn*, ジム, 体育館, 헬스장, 체육관, 健身房, 体育馆, *صالة رياضية*',
  pool: 'pool*, swimming*, *schwimmbad*, *hallenbad*, piscina*, piscine*, zwembad*, basen*, pływaln*, plywaln*, simhall*, bassäng*, svømmehal*, uimahalli*, allas*, havuz*, бассейн*, басейн*, bazén*, bazen*, kolam renang, プール, 수영장, 游泳池, *مسبح*',
  shower:
    'shower*, *dusche*, duschen, ducha*, duchas, douche*, docc*, chuveiro*, balneário*, prysznic*, dusch*, bruse*, brus, suihku*, dus, dusta, dustan, duslar, душ, душев*, душов*, sprch*, シャワー, 샤워, 淋浴, دش, الدش',
  station:
    'station*, *bahnhof*, estación*, estacion*, gare, stazione*, estação*, estacao*, stacj*, dworz*, stationen, asema*, istasyon*, станци*, вокзал*, станці*, nádraž*, nadraz*, stanic*, stasiun*, 駅, 车站, *محطة*',
  busStop:
    'bus stop*, bus shelter*, *haltestelle*, parada*, marquesina*, arrêt*, arret*, abribus*, fermata*, pensilin*, paragem*, ponto de onibus, bushalte*, przystan*, wiat*, hållplats*, stoppested*, læskur*, pysäkki*, bussikatos*, durak*, остановк*, зупинк*, zastávk*, zastavk*, halte*, バス停, 정류장, 公交站, *موقف الحافلات*',
  shop: 'shop*, store, laden, ladens, ladengeschäft*, geschäft*, tienda*, magasin*, boutique*, negozi*, loja*, winkel*, sklep*, butik*, affär*, kauppa*, myymälä*, mağaza*, magaza*, dükkan*, магазин*, obchod*, toko*, 店, 가게, 매장, 商店, *متجر*, *محل*',
  garden:
    'garden*, *garten*, jardín*, jardin*, parque*, giardin*, jardim*, tuin*, ogród*, ogrod*, trädgård*, puutarha*, puisto*, bahçe*, bahce*, сад, саду, парк, парке, парку, zahrad*, taman*, 庭, 公園, 정원, 공원, 花园, 公园, *حديقة*',
  floor:
    'floor, floors, level*, storey*, story, etage*, etasje*, etg, stock, stockwerk*, geschoss*, og, eg, ug, ebene*, planta, ' +
    'piso, nivel*, étage*, niveau*, piano, andar*, verdieping*, piętr*, pietr*, poziom*, kondygnac*, plan, ' +
    'planet, våning*, vaning*, sal, kerros*, kerrok*, taso*, kat*, этаж*, уровн*, ' +
    'поверх*, рівн*, patr*, podlaží*, podlazi*, úrov*, lantai*, lt, tingkat*, 階, フロア, 층, 楼, 层, 樓, *طابق*, ' +
    'الدور, دور',
  room: 'room*, *zimmer*, *raum*, räume, sala, salas, salle, salles, habitacion*, hab, despacho*, stanza*, camera, aula, quarto*, kamer*, lokaal*, zaal*, pokój*, pokoj*, rum, rummet, lokal*, lokale*, værelse*, huone*, sali, salissa, salin, oda*, salon*, комнат*, кабинет*, зал, зале, аудитори*, кімнат*, кабінет*, místnost*, mistnost*, sál, ruang*, kamar*, 部屋, 号室, ルーム, 객실, 호실, 房间, *غرفة*, *قاعة*',
  building:
    'building*, *gebäude*, *gebaude*, edificio*, bâtiment*, batiment*, edifício*, gebouw*, budyn*, byggnad*, bygning*, rakennu*, bina, binada, binanin, binasi, здани*, корпус*, будівл*, budov*, gedung*, 建物, 棟, 건물, 大楼, 楼栋, *مبنى*, *المبنى*',
  wing: 'wing*, *flügel*, ala, aile, vleugel*, skrzydł*, flygel*, fløj*, siipi*, kanat*, крыл*, крил*, křídl*, sayap*',
};

/** With the commonest words of more languages (duplicate-more-languages.ts, duplicate-further-languages.ts, duplicate-loanwords.ts). */
export const placeTypes: ConceptTable = joinTables(placeTypesMain, morePlaceTypes, furtherPlaceTypes, loanPlaceTypes);

/**
 * Places too broad to say two reports are at one place on their own ("2nd floor", "a room", "the
 * building"), or that name only who the place is for: they count with a number or another place.
 */
export const broadPlaceTypes: ReadonlySet<string> = new Set([
  'floor',
  'room',
  'building',
  'wing',
  'women',
  'men',
  'shop',
  'station',
]);

/** Kinds of place whose number is a level ("2nd floor", "Ebene -1"); others number a spot (aisle 3). */
export const levelPlaceTypes: ReadonlySet<string> = new Set(['floor']);
