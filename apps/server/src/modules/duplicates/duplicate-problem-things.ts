import type { ConceptTable } from './duplicate-concept-matcher';
import { furtherProblemThings } from './duplicate-further-languages';
import { loanProblemThings } from './duplicate-loanwords';
import { joinTables, moreProblemThings } from './duplicate-more-languages';

/**
 * What a problem is about (the milk, the tap, the card reader), each with its words in the languages
 * visitors use most (en de es fr it pt nl pl sv da nb fi tr ru uk cs id ja ko zh ar). Two reports at one
 * place about different things are two problems (spilled milk and broken eggs in aisle 3). Syntax in
 * duplicate-concept-matcher.ts. Things that are also places (lift, toilets) share the place's name, so a
 * thing that is only the place where it happened is not read as what the problem is about.
 */
const problemThingsMain: ConceptTable = {
  milk: 'milk, *milch*, leche, lait, latte, leite, *melk*, mleko, mleka, mjölk, mælk, maito*, süt, sut, молок*, молоч*, mléko, susu, 牛乳, ミルク, 우유, 牛奶, *حليب*',
  eggs: 'egg, eggs, eier, eiern, *eierkarton*, huevo*, oeuf*, œuf*, uova, uovo, ovo, ovos, eieren, jaj*, ägg, æg, kananmun*, muna*, yumurta*, яйц*, яєц*, vejce, vajec, telur, 卵, たまご, 계란, 달걀, 鸡蛋, *بيض*',
  glass:
    'broken bottle*, smashed bottle*, glass, glas*, *scherbe*, vidrio*, cristal*, verre*, eclats, vetro, vetri, vidro*, *scherven*, szkł*, szkl*, szyba, szyby, szybę, szybie, lasi*, sirpal*, cam, стекл*, скло, скла, sklo, skla, střep*, kaca, ガラス, 유리, 玻璃, *زجاج*',
  water:
    'water, *wasser*, agua, eau, acqua, água, agua, wod*, woda, vatten, vand, vann, vesi, vettä, veden, su, suyu, вод*, вода, voda, vody, vodu, 水, 물이, 물을, *ماء*, *مياه*',
  toilets:
    'toilet*, loo, wc, lavatory, klo, bagno, bagni, baño, baños, bano, banos, kloschüssel*, *toilette*, inodoro*, retrete*, cuvette, tazza, sanitari*, ' +
    'urinal*, pisuar*, pissoir*, orinatoio*, mictorio*, urinoir*, vaso sanitario, privada, autoclismo*, sanita, sanitas, toalet*, sedes, muszl*, toalett*, toalettstol*, pönttö*, vessa*, klozet*, tuvalet*, ' +
    'унитаз*, туалет*, унітаз*, záchod*, kloset, jamban, トイレ, 便器, 변기, 화장실, 马桶, 厕所, *مرحاض*, *تواليت*',
  sink: 'sink*, washbasin*, basin, basins, *waschbecken*, *spüle*, lavabo*, fregadero*, pila, evier*, lavandin*, lavell*, pia, lavatório*, wastafel*, gootsteen*, umywal*, zlew*, handfat*, diskbänk*, vask, vasken, håndvask*, pesuallas*, pesualtaa*, lavuaari*, lavabo, раковин*, умывальник*, мийк*, умивальник*, umyvadl*, dřez*, 洗面台, シンク, 流し, 세면대, 싱크대, 洗手池, 水槽, 洗手盆, *مغسلة*, *حوض*',
  tap: 'tap, taps, faucet*, *wasserhahn*, hahn, grifo*, robinet*, rubinett*, torneira*, kraan, kraantje*, *waterkraan*, *mengkraan*, kran, kranen, kranu, krana, kranie, hana, hanat, musluk*, кран*, kohout*, keran, 蛇口, 수도꼭지, 水龙头, *حنفي*, *صنبور*',
  drain:
    'drain*, sewer*, sewage, *abfluss*, gully, kanal*, desagüe*, alcantarill*, egout*, siphon*, sifon*, syfon*, scarico*, fogna*, ralo*, esgoto*, afvoer*, riool*, odpływ*, kanalizac*, avlopp*, golvbrunn*, afløb*, kloak*, viemär*, lattiakaivo*, gideri, слив*, канализ*, каналіз*, odtok*, saluran*, 排水, 下水, 배수구, 하수, 下水道, *مجاري*, *بالوعة*',
  soap: 'soap, *seife*, jabón, jabon*, savon*, sapone*, sabão, sabonete*, *zeep*, mydł*, mydl*, tvål*, sæbe*, såpe, saippua*, sabun*, мыл*, мило, мила, mýdl*, 石鹸, せっけん, ソープ, 비누, 肥皂, 洗手液, *صابون*',
  toiletPaper:
    'toilet paper, toilet roll*, loo roll*, *klopapier*, *toilettenpapier*, papel higienico, papier toilette, carta igienica, *toiletpapier*, papier toaletowy, toalettpapper*, *toiletpapir*, vessapaper*, wc paper*, tuvalet kagidi, туалетн* бумаг*, туалетн* папер*, toaletni papir, tisu toilet, トイレットペーパー, 휴지, 화장지, 卫生纸, 厕纸, *ورق التواليت*',
  // Paper alone: the toilet paper in the toilets, the printer's elsewhere (duplicate-evidence.ts inferThings).
  fountain:
    'fountain*, *brunnen*, fuente*, fontaine*, fontana*, fontane, fonte*, fontein*, fontann*, fontän*, ' +
    'springvand*, suihkulähde*, çeşme*, cesme*, фонтан*, fontán*, fontan*, air mancur, 噴水, 분수, 喷泉, *نافورة*',
  paper:
    'paper, papers, tissue, tissues, papier, papel, papir, papiret, papper, pappret, paperi*, kagit*, kağıt*, ' +
    'бумаг*, папір*, папер*, хартия*, хартија*, хартиј*, папир*, papír*, papir*, kertas, tisu, 紙, 종이, 纸, ورق, ' +
    'kağız*, popier*, papīr*, pappír*, karatasi, қағаз*, papur, χαρτι*, hartie, giay, נייר, कागज*, कागद*, पेपर, ' +
    'காகித*, ಪೇಪರ್*, کاغذ*, paber*, qog‘oz*',
  paperTowels:
    'paper towel*, hand towel*, papierhandtuch*, papierhandtücher, papel secamanos, toallas de papel, essuie mains, asciugamani di carta, toalhas de papel, papieren handdoek*, ręcznik* papierow*, pappershandduk*, papirhåndklæde*, käsipaperi*, kağıt havlu, kagit havlu, бумажн* полотенц*, паперов* рушник*, papírov* ručník*, tisu tangan, ペーパータオル, 페이퍼타월, 擦手纸, *مناديل*',
  handDryer:
    'hand dryer*, *händetrockner*, secamanos, secador* de manos, seche mains, asciugamani elettric*, secador de mãos, *handdroger*, suszark*, *handtork*, håndtørrer*, käsikuivain*, kurutma*, сушилк*, сушарк*, osoušeč*, pengering tangan, ハンドドライヤー, 핸드드라이어, 烘手机, *مجفف*',
  light:
    'light, lights, lighting, lamp*, bulb*, *licht*, lampe*, *beleuchtung*, glühbirne*, luz, luces, bombill*, foco*, lámpara*, lumiere*, eclairage*, ampoule*, luce, luci, lampad*, illuminazion*, lâmpada*, iluminação*, verlichting*, światł*, swiatl*, świateł, swiatel, żarów*, zarow*, oświetl*, ljus, ljuset, lampa*, belysning*, lys, lyset, pære*, valo*, lamppu*, ışık*, isik*, lamba*, ampul*, свет, света, светильник*, фонар*, ламп*, світл*, лампоч*, světl*, svetl*, žárov*, lampu, 電気, 照明, ライト, 電球, 조명, 전등, 불이, 灯, *ضوء*, *إضاءة*, *اضاءة*, *مصباح*, *لمبة*',
  socket:
    'socket*, plug*, power point*, outlet*, *steckdose*, enchufe*, prise, prises, presa, prese, tomada*, stopcontact*, gniazd*, uttag*, stikkontakt*, pistorasia*, priz, prize, prizi, prizden, prizler, розетк*, zásuvk*, stopkontak, コンセント, 콘센트, 插座, *مقبس*',
  wire: 'wire*, cable*, *kabel*, câble*, fil, fils, cavo, cavi, fio, fios, cabo*, draad*, draden, przewod*, sladd*, ledning*, johto*, kablo*, провод*, кабел*, дрот*, drát*, 配線, ケーブル, 전선, 电线, *سلك*',
  lift: 'lift, lifts, elevator*, *aufzug*, fahrstuhl*, ascensor*, ascenseur*, ascensore*, elevador*, winda, windy, windzie, hiss*, elevatoren, heis*, hissi*, asansör*, asansor*, лифт*, ліфт*, výtah*, vytah*, エレベーター, 엘리베이터, 승강기, 电梯, *مصعد*',
  escalator:
    'escalator*, *rolltreppe*, escalera mecanica*, escaleras mecanica*, escalier mecanique*, scala mobile, scale mobili, escada rolante, escadas rolantes, roltrap*, schody ruchome, rulltrapp*, rulletrapp*, liukuporta*, liukuportai*, yuruyen merdiven*, эскалатор*, ескалатор*, eskalator*, エスカレーター, 에스컬레이터, 扶梯, سلم متحرك, السلم المتحرك',
  handrail:
    'handrail*, railing*, banister*, *geländer*, handlauf*, barandilla*, pasamanos, rampe, garde corps, corrimano, ringhiera*, corrimão*, leuning*, poręcz*, porecz*, ledstång*, räcke*, gelænder*, kaide*, käsijohde*, tırabzan*, korkuluk*, перил*, поручн*, поручен*, zábradl*, pegangan, 手すり, 난간, 扶手, *درابزين*',
  door: 'door, doors, tür, türen, *haustür*, *eingangstür*, *glastür*, *schiebetür*, *drehtür*, *drehdeur*, *draaideur*, puerta*, porte, portes, porta, porte, portão*, deur*, drzwi*, dörr*, dør, døren, døre*, ovi, ovet, ovesta, kapı, kapısı, kapının, kapısının, kapıyı, kapıya, kapıda, двер*, dveř*, dveri*, pintu, ドア, 扉, 자동문, 출입문, 문이, 自动门, 门坏, باب, الباب, بالباب',
  lock: 'lock, locks, locked, unlock*, *schloss*, abschließ*, abschliess*, cerradura*, candado*, cerrar con llave, serrure*, verrou*, a cle, serratura*, chiave, fechadura*, tranca*, slot, op slot, zamek, zamk*, låset, låsen, låse, lukko*, lukit*, kilit*, замок, замк*, запира*, замка, зачиня*, замок*, zámek, zámk*, zamyk*, kunci, 鍵, オートロック, 잠금, 자물쇠, 锁, *قفل*',
  window:
    'window*, *fenster*, ventana*, fenetre*, finestr*, janela*, raam, ramen, okn*, okno, fönst*, vindu*, vindue*, ikkuna*, pencere*, окн*, окно, вікн*, вікно, okna, okno, jendela, 窓, 창문, 窗, *نافذة*, *شباك*',
  heating:
    'heating, heater*, radiator*, *heizung*, *heizkörper*, calefaccion, calefactor*, radiador*, chauffage*, radiateur*, riscaldament*, termosifon*, calorifer*, aquecimento*, aquecedor*, verwarming*, ogrzewani*, kaloryfer*, grzejnik*, värme*, element, elementet, varme*, lämmit*, patteri*, ısıtma*, isitma*, kalorifer*, petek*, отоплени*, батаре*, радиатор*, опаленн*, topeni*, topení*, radiátor*, pemanas, 暖房, ヒーター, 난방, 히터, 暖气, *تدفئة*, *سخان*',
  aircon:
    'air conditioning, aircon, air con, ac, a c, klimaanlage*, klima, aire acondicionado, climatizacion, climatisation, clim, aria condizionata, condizionator*, climatizzator*, ar condicionado, airco, klimatyzac*, luftkonditionering*, aircondition*, ilmastoin*, кондиционер*, кондиціонер*, klimatizace, エアコン, 空調, 에어컨, 空调, *تكييف*, *مكيف*',
  ventilation:
    'ventilation, extractor*, fan, *lüftung*, *dunstabzug*, abzugshaube*, campana*, ventilacion, hotte*, cappa, aspirator*, exaustor*, afzuig*, ventilat*, wentylac*, okap*, fläkt*, emhætte*, liesituuletin*, aspiratör*, вытяжк*, витяжк*, digestoř*, 換気扇, 환풍기, 抽油烟机, 排气扇, *شفاط*',
  wifi: 'wifi, wi fi, wlan, internet*, network, netz, netzwerk, la red, reseau, rete, rede, netwerk, siec, sieci, nätverk*, netværk*, verkko*, nettet, baglanti*, интернет*, вай фай, вайфай, wi фай, інтернет*, síť, jaringan, ワイファイ, ネット, インターネット, 와이파이, 인터넷, 网络, 无线网, 网, *انترنت*, *الإنترنت*, *واي فاي*',
  card: 'card, cards, card machine*, card reader*, karte, karten, kortterminal*, *betalingsterminal*, betaalterminal*, payment terminal*, terminal de pago, terminal de paiement, terminal platnicz*, terminal płatnicz*, platebni terminal*, ec karte*, *kartenzahlung*, *kartenleser*, *kartenterminal*, *kreditkarte*, *bankkarte*, tarjeta*, datafono*, tpv, carte, carta di credito, bancomat, cartao*, cartão*, multibanco, maquininha, pin, pinnen, pinautomaat*, pinapparaat*, karta, karty, kartą, kort, kortet, korttimaksu*, korti*, kredi kart*, banka kart*, kart, карта, карты, карту, картой, карти, картою, картки, картка, карткою, kartou, kartu, kartou, debit, kredit, カード, 카드, 刷卡, 银行卡, *بطاقة*',
  ticketMachine:
    'ticket machine*, *fahrkartenautomat*, ticketautomat*, maquina de billetes, expendedora de billetes, billetterie, distributeur de billets, biglietteria*, emettitrice*, maquina de bilhetes, bilheteira*, kaartautomaat*, kaartjesautomaat*, biletomat*, automat biletow*, biljettautomat*, billetautomat*, lippuautomaat*, bilet makine*, bilet otomat*, билетн* автомат*, билетомат*, квитков* автомат*, jizdenk*, mesin tiket, 券売機, 切符, 매표기, 발권기, 售票机, *التذاكر*',
  coffee:
    'coffee, *kaffee*, caffe, cafe con leche, *koffie*, kawa, kawy, kawą, каву, kaffe, kaffen, kahvi*, kahve*, кофе, кава, кави, kava, kavu, kopi, コーヒー, 커피, 咖啡, *قهوة*',
  vending:
    'vending*, snack machine*, drinks machine*, drink machine*, automat, automaten, automatu, automacie, automaty, automatem, automaat, automaatti, automaatissa, automaatista, *kartenautomat*, *kassenautomat*, *parkautomat*, *getränkeautomat*, *snackautomat*, *kaffeeautomat*, maquina expendedora, distributeur automatique, distributore automatico, maquina de venda*, snackautomaat*, *kaffeemaschine*, cafetera*, machine a cafe, macchina del caffe, macchinetta*, maquina de cafe, koffieautomaat*, koffiemachine*, ekspres*, kaffemaskin*, kaffeautomat*, kahviautomaat*, kahvinkeitin*, kahve makine*, кофемашин*, кавомашин*, kávovar*, kavovar*, mesin kopi, 自動販売機, 自販機, 자판기, 自动售货机, 咖啡机, *آلة القهوة*',
  barrier:
    'barrier*, *schranke*, barrera*, barriere*, sbarra*, cancella*, cancela*, slagboom*, szlaban*, bommen, puomi*, bariyer*, шлагбаум*, závor*, zavor*, palang*, 遮断機, 차단기, 道闸, 栏杆, *حاجز*',
  money:
    'coin, coins, money, cash, *münz*, geld, wechselgeld, moneda*, dinero, monnaie, argent, monet*, soldi, moeda*, dinheiro, troco, munt, munten, wisselgeld, pieniąd*, pieniad*, reszta, reszty, resztę, mynt*, pengar, växel, mønt*, penge, kolikko*, kolikot, raha, rahaa, rahani, vaihtoraha*, para ustu, bozuk para, монет*, деньг*, сдач*, грош*, решт*, minc*, peníz*, koin, uang, kembalian, 硬貨, お金, お釣り, 동전, 돈, 거스름돈, 硬币, 钱, 找零, *نقود*, *فكة*',
  screen:
    'screen*, display*, monitor*, departure board*, *bildschirm*, *anzeige*, pantalla*, panel*, ecran*, panneau d affichage, affichage*, schermo*, tabellon*, ecra, ecras, tela, painel*, *scherm*, ekran*, tablica*, wyświetlacz*, wyswietlacz*, skärm*, skarm*, skærm*, tavle*, näyttö*, naytto*, taulu*, tabela, tabelas, экран*, табло, монитор*, екран*, obrazovk*, tabul*, displej*, layar*, papan, 画面, モニター, 表示板, 電光掲示板, 화면, 모니터, 전광판, 屏幕, 显示屏, 显示牌, *شاشة*, tv, televis*, fernseh*, tele, tele, telewizor*, televisi*, телевизор*, телевізор*, televiz*, テレビ, 티비, 텔레비전, 电视, *تلفزيون*',
  projector:
    'projector*, beamer*, projektor*, proyector*, projecteur*, videoprojecteur*, proiettor*, projetor*, rzutnik*, projektori*, projeksiyon*, проектор*, проєктор*, proyektor*, プロジェクター, 프로젝터, 投影仪, *بروجكتور*',
  printer:
    'printer*, *drucker*, impresora*, imprimante*, stampante*, impressora*, drukark*, skrivare*, tulostin*, yazıcı*, yazici*, принтер*, tiskárn*, tiskarn*, プリンター, 프린터, 打印机, *طابعة*',
  fridge:
    'fridge*, refrigerator*, freezer*, cooler*, *kühlschrank*, *kuhlschrank*, kühlregal*, *tiefkühl*, *gefrier*, nevera*, frigorifico*, refrigerador*, congelador*, frigo*, refrigerateur*, congelateur*, frigorifer*, congelator*, geladeira*, koelkast*, koeling*, vriezer*, diepvries*, lodówk*, lodowk*, zamrażar*, zamrazar*, chłodni*, chlodni*, kylskåp*, frys*, køleskab*, fryser*, jääkaappi*, jaakaappi*, pakastin*, kylmäkaappi*, buzdolab*, dondurucu*, холодильник*, морозил*, lednic*, mrazák*, mrazak*, kulkas, lemari es, 冷蔵庫, 冷凍庫, 냉장고, 냉동고, 冰箱, 冰柜, 冷柜, *ثلاجة*, *فريزر*',
  dishwasher:
    'dishwasher*, *spülmaschine*, *geschirrspül*, lavavajillas, lave vaisselle, lavastoviglie, lava louça, maquina de lavar loiça, vaatwasser*, zmywark*, diskmaskin*, opvaskemaskin*, astianpesukone*, bulaşık makine*, bulasik makine*, посудомо*, посудомий*, myčk*, myck*, mesin cuci piring, 食洗機, 식기세척기, 洗碗机, *غسالة الصحون*',
  microwave:
    'microwave*, *mikrowelle*, microondas, micro onde*, microonde, micro ondas, magnetron, mikrofal*, mikrovågsugn*, mikrovagsugn*, mikroovn*, mikroaaltouun*, mikro, mikrodalga*, микроволнов*, мікрохвильов*, mikrovln*, 電子レンジ, 전자레인지, 微波炉, *ميكروويف*',
  bin: 'bin, bins, *مهملات*, dustbin*, rubbish, trash, garbage, litter*, waste*, *müll*, *mull*, *abfall*, *papierkorb*, container*, basura*, papelera*, contenedor*, cubo, poubelle*, ordure*, dechet*, benne*, cestin*, spazzatura, rifiut*, immondizi*, pattumier*, bidone*, lixo*, caixote*, cesto, contentor*, lixeira*, *vuilnis*, prullenbak*, *afval*, *vuilcontainer*, kliko*, kosz, kosza, koszu, śmieci, smieci, śmieciami, smieciami, śmietnik*, smietnik*, odpad*, sopor, soptunn*, papperskorg*, skräp*, avfall*, skrald*, affald*, roskis*, roska*, jäte*, jate*, çöp, çöpü, çöpler, çöp kutusu, мусор*, урн*, смітт*, koš, popelnic*, sampah, ゴミ, ごみ, 쓰레기, 垃圾, *قمامة*, *نفايات*, *زبالة*',
  graffiti:
    'graffiti*, graffitis, grafite*, grafit*, grafiti*, граффити, графіті, sprayed, spray*, *schmiererei*, beschmiert, pintada*, tagueado, 落書き, 낙서, 涂鸦, *جرافيتي*, *كتابات*',
  vomit:
    'vomit*, sick, puke*, threw up, throw up, thrown up, throwing up, erbroch*, *kotze*, gekotzt, übergeben, vomito*, vomi*, vômito*, braaksel*, overgeven, gekotst, kots*, wymiocin*, rzyg*, zwymiot*, spy, spyor, kräk*, krak*, bræk*, kaste op, oksen*, kusmuk*, kusmus*, kusmuş*, рвот*, блев*, стошнил*, блюв*, зблюв*, zvratk*, zvrac*, muntah*, 嘔吐, ゲロ, 吐い, 구토, 토사물, 呕吐, 吐了, *قيء*, *استفراغ*',
  urine:
    'urine*, urin, urinen, urinating, urinated, uriniert*, urinieren, pee, peed, piss*, wee, *pinkel*, orina*, orin, orines, meado*, pipi, pisse*, pipì, piscia*, xixi, mijo, plassen, gepist, mocz*, siki, sikal*, obsika*, kiss, tiss*, virtsa*, pissa*, idrar*, çiş, cis, моч*, ссак*, сеч*, chcan*, kencing, 尿, おしっこ, 소변, 오줌, *بول*',
  mould:
    'mould*, mold*, *schimmel*, moho*, moisissure*, muffa*, mofo*, bolor*, pleśń*, plesn*, pleśni, mögel*, mogel*, skimmel*, homeh*, hometta, küf, küflü, küflenmiş, плесен*, пліснява*, плісняв*, plíseň*, plisen*, plísn*, jamur, カビ, 곰팡이, 霉, *عفن*',
  rodent:
    'mouse, mice, *maus*, *mause*, *mäuse*, raton*, souris, topo, topi, ratazana*, camundongo*, muis, muizen, mysz*, mus, möss, musespor*, hiir*, fareler, мыш*, миш*, myš*, mys, tikus, ネズミ, ねずみ, 쥐, 老鼠, 鼠, *فأر*, *فئران*, rat, rats, *ratte*, rata*, ratto*, ratti, szczur*, råtta*, ratta*, rotter, rotat, rottia, sıçan*, sican*, крыс*, щур*, krys*',
  droppings:
    'dropping*, poo, poop, dog mess, kot, mausekot*, excremento*, crotte*, fiente*, escrementi, fezes, coco, uitwerpsel*, keutel*, odchod*, spillning*, ekskrement*, musespor*, jätök*, papana*, dışkı*, diski*, помет*, послід*, trus*, フン, 배설물, 粪, 屎, *براز*',
  cockroach:
    'cockroach*, roach*, *kakerlak*, *schabe*, cucaracha*, cafard*, blatte, blattes, blatten, scarafagg*, barata*, kakkerlak*, karalu*, kackerlack*, torakka*, hamamboce*, таракан*, тарган*, šváb*, svab*, kecoa*, ゴキブリ, 바퀴벌레, 蟑螂, *صرصور*, *صراصير*',
  wasps:
    'wasp*, hornet*, bee, bees, *wespe*, hornisse*, biene*, avispa*, abeja*, guepe*, frelon*, abeille*, vespa*, vespe, calabron*, abelha*, wesp*, bijen, osy, gniazdo os, geting*, hveps*, ampiai*, mehiläi*, mehilai*, ari, arilar, eşek arısı, оса, осы, осин*, vosa, vosy, tawon, lebah, 蜂, ハチ, 말벌, 벌집, 黄蜂, 马蜂, 蜜蜂, *دبابير*, *دبور*, *نحل*',
  birds:
    'pigeon*, bird*, *taube*, *vogel*, *vögel*, paloma*, pajaro*, oiseau*, piccion*, uccell*, pombo*, passaro*, duif, duiven, gołęb*, golab*, ptak*, ptaki, duva, duvor, duvorna, fågl*, fagl*, duer, fugl*, kyyhky*, lintu*, linnut, güvercin*, guvercin*, kus, kuslar, голуб*, птиц*, птах*, holub*, pták*, ptak*, burung, merpati, 鳩, ハト, 鳥, 비둘기, 鸽子, 鸟, *طيور*',
  pothole:
    'pothole*, hole, holes, *schlagloch*, loch, bache*, hoyo*, agujero*, nid de poule, trou, trous, buca, buche, buraco*, gat, gaten, kuil*, dziur*, wyrw*, hålet, grop*, hul, hullet, kuoppa*, kuopp*, çukur*, cukur*, яма, ям*, выбоин*, вибоїн*, výmol*, vymol*, díra, dira, lubang*, 穴, くぼみ, 구멍, 포트홀, 坑, *حفرة*',
  ice: 'ice, icy, snow, eis, eisig*, glatteis*, *schnee*, hielo, nieve, glace, verglas, neige, ghiaccio, neve, gelo, ijs, gladheid, sneeuw, lód, lod, lodu, oblodz*, śnieg*, snieg*, halka*, snö, sno, sne, jää, jaa, liukas, lumi, lunta, buz, kar, лёд, лед, гололед*, снег*, лід, ожеледиц*, сніг*, náledí, sníh, snih, salju, 氷, 雪, 얼음, 结冰, *جليد*, *ثلج*',
  tree: 'tree*, branch*, *baum*, *bäume*, ast, äste, arbol*, rama, ramas, arbre*, branche*, albero*, alberi, ramo, rami, arvore*, galho*, boom, bomen, takken, drzew*, gałę*, träd, träden, trädet, gren*, træ, træet, træer, træerne, puu, puut, oksa*, ağaç*, agac*, dallar, дерев*, ветк*, сук, гілк*, strom, stromy, větev, vetev, větv*, pohon, dahan, ranting, 木, 枝, 나무, 가지, 树, 树枝, *شجرة*, *غصن*',
  bench:
    'bench*, seat*, chair*, *sitzbank*, stuhl*, stühle, sitz, banco*, silla*, asiento*, banc, bancs, chaise*, siege*, panchin*, sedia, sedie, sedil*, panca, cadeira*, assento*, bankje*, stoel*, ławk*, lawk*, krzes*, siedzen*, bänken, bänkar, stol, stolar, bænk*, sæde*, penkki*, tuoli*, istuin*, sandalye*, oturak*, koltuk*, скамей*, лавк*, лавоч*, стул*, сидень*, кресл*, стілець, стільц*, lavičk*, lavick*, židl*, zidl*, sedadl*, bangku, kursi, ベンチ, 椅子, 座席, 벤치, 의자, 좌석, 长椅, 座位, *مقعد*, *كرسي*',
  shelf:
    'shelf, shelves, shelving, regal, regale, regalen, *regal, estanteria*, balda*, etagere*, rayonnage*, scaffal*, mensol*, prateleira*, schap*, półk*, polk*, regał*, hyll*, hylde*, hylly*, raf, raflar, полк*, стеллаж*, полиця, полиці, стелаж*, regál*, rak, 棚が, 陳列棚, 선반, 진열대, 货架, 架子, رف, الرف, رفوف, الرفوف',
  locker:
    'locker*, *spind*, schließfach*, schliessfach*, taquilla*, casillero*, casier*, armadiett*, cacifo*, kluisje*, kastje*, szafk*, skåp*, skap*, skab*, kaappi*, dolap*, шкафчик*, шкаф*, шафк*, skřín*, skrin*, loker, ロッカー, 사물함, 储物柜, *خزانة*',
  shower:
    'shower*, *dusche*, ducha*, douche*, doccia, docce, chuveiro*, duche*, prysznic*, dusch*, bruser*, brus, suihku*, dus, dusta, dustan, duslar, душ, души, душі, душу, душев*, душов*, sprch*, pancuran, シャワー, 샤워, 淋浴, دش, الدش, دوش, الدوش',
  hotWater:
    'hot water, *warmwasser*, warmes wasser, agua caliente, eau chaude, acqua calda, agua quente, warm water, warme water, ciepla woda, cieplej wody, ciepłej wody, varmvatten*, varmt vatten, varmt vand, lämmin vesi, lämmintä vettä, kuuma vesi, kuumaa vettä, sicak su, горяч* вод*, гаряч* вод*, tepla voda, teplá voda, teplou vodu, air panas, お湯, 온수, 뜨거운 물, 热水, *ماء ساخن*',
  button:
    'button*, *knopf*, taste, tasten, boton*, bouton*, pulsant*, botao*, botão*, knop, knoppen, przycisk*, knapp*, knap, knappen, painike*, nappi*, düğme*, dugme*, buton*, кнопк*, tlačítk*, tlacitk*, tombol*, ボタン, 버튼, 按钮, *زر*',
  ceiling:
    'ceiling*, roof*, decke*, dach, daches, dachrinne*, *vordach*, techo*, gotera*, plafond*, toit*, soffitt*, tetto*, teto*, telhado*, dak, sufit*, taket, loft*, katto*, tavan*, çatı*, cati*, потол*, крыш*, стел*, дах*, strop*, střech*, strech*, langit langit, atap, plafon*, 天井, 屋根, 천장, 지붕, 天花板, 屋顶, *سقف*',
  smoke:
    'smoke*, *rauch*, humo, fumee, fumo, fumaca, rook, dym*, røg, savu*, duman*, дым*, дим*, kouř*, kour*, asapnya, berasap, 煙, 연기, 烟, *دخان*',
  gas: 'gas, gasgeruch*, gasleck*, gaz, gás, газ, газа, газом, plyn*, ガス, 가스, 煤气, 燃气, *غاز*',
  price:
    'price*, *preis*, precio*, prix, prezz*, preço*, preco*, prijs*, cen, cena, ceny, pris, priset, hinta*, fiyat*, цен*, цін*, harga, 値段, 価格, 가격, 价格, 价钱, *سعر*',
  bag: 'bag, bags, backpack*, suitcase*, package*, parcel*, *tasche*, *koffer*, paket*, rucksack*, bolsa*, mochila*, maleta*, paquete*, sac, sacs, colis, bagage*, valise*, borsa*, zaino*, pacco*, valigia*, pacote*, tas, tassen, pakket*, torb*, paczk*, walizk*, plecak*, väska*, vaska*, taske*, kuffert*, laukku*, reppu*, matkalauk*, çanta*, canta*, сумк*, пакет*, рюкзак*, чемодан*, валіз*, taška*, taska*, batoh*, kufr*, koper*, ransel*, バッグ, 荷物, カバン, 가방, 짐, 包裹, 背包, 行李, *حقيبة*',
  cashMachine:
    'atm, cash machine*, cashpoint*, geldautomat*, cajero*, distributeur de billets, bancomat*, caixa multibanco, geldautomaat*, bankomat*, uttagsautomat*, hæveautomat*, pankkiautomaat*, bankamatik*, банкомат*, 取款机, 提款机, ماكينة الصراف',
};

/** With the commonest words of more languages (duplicate-more-languages.ts, duplicate-further-languages.ts, duplicate-loanwords.ts). */
export const problemThings: ConceptTable = joinTables(
  problemThingsMain,
  moreProblemThings,
  furtherProblemThings,
  loanProblemThings,
);
