import type { Vocabulary } from './vocabulary';

/** Serbian. */
export const sr: Vocabulary = {
  places:
    'пролаз*, соба*, собу, канцеларij*, канцеларији, кухињ*, ходник*, хол*, рецепциј*, улаз*, излаз*, тоалет*, купатил*, свлачионица*, мензa, кафе*, ресторан*, магацин*, паркинг*, гаража*, степениц*, лифт*, покретне степенице, перон*, каса*, пулт*, полиц*, замрзивач*, фрижидер*, подрум*, спрат*, приземље*, згради*, зград*, крило*, башт*, двориш*, учиониц*, одељењ*, зона*, тераса*, балкон*, кров*, апотек*, продавниц*, prolaz*, sob*, kancelarij*, kuhinj*, hodnik*, hol, recepcij*, ulaz*, izlaz*, toalet*, kupatil*, magacin*, parking*, garaž*, stepenic*, lift*, kas*, polic*, podrum*, sprat*, prizemlj*, zgrad*, dvorišt*, učionic*, prodavnic*, сал*, мензи, мензу, станиц*, тротоар*, парк, парку, парка, амфитеатр*, аутобус*, штанд*, чекаониц*, свлачиониц*, лифту, фонтан*, кухињи, хали, аеродром*, гардероб*, вртић*, травњак*, стаз*, игралишт*, трг*, каси, улазу, улаза, дому, дом, sali, parku, čitaonic*, čekaonic*, domu, menz*',
  surfaces: 'под, поду, плафон*, зид*, врата, прозор*, pod, podu, plafon*, zid*, vrata, prozor*',
  near: 'поред, близу, иза, испред, преко пута, напољу, унутра, pored, blizu, iza, ispred, preko puta, napolju, unutra',
  at: 'у, на, u, na',
  greetings: 'здраво, добар дан, добро јутро, добро вече, ћао, zdravo, dobar dan, dobro jutro, dobro veče, ćao',
  corrections:
    'заправо, не, извините, мислио сам, мислила сам, исправка, није у, него у, уместо, zapravo, ne, izvinite, mislio sam, mislila sam, ispravka, nije u, nego u, umesto',
  another: 'такође, још, други проблем, осим тога, takođe, još, drugi problem, osim toga',
  captions:
    'слика, слике, слику, фотографија, фотографије, фотографију, фотка, фото, снимак, снимке, још једна, још једну, још једна слика, ево још, ево слике, у прилогу, шаљем, slika, slike, sliku, fotografija, fotografije, fotografiju, fotka, foto, snimak, snimke, još jedna, još jednu, još jedna slika, evo još, evo slike, u prilogu, šaljem',
  critical:
    'ватра, пожар*, гори, пламен*, дим*, мирис гаса, мирише на гас, цури гас, експлозиј*, без свести, изгубио свест, не дише, срчани удар, струјни удар, удар струје, оружј*, нож*, пиштољ*, бомба, угљен моноксид, vatra, požar*, gori, plamen*, dim*, miris gasa, miriše na gas, curi gas, eksplozij*, bez svesti, ne diše, srčani udar, strujni udar, oružj*, nož*, pištolj*, bomba',
  high: 'крв, крвар*, повред*, рањен*, огољене жице, голе жице, варниц*, поплав*, прет*, напад*, туча*, насиљ*, агресив*, разбијено стакло, стакла, пао, пала, заглављен*, опасн*, хитн*, krv, krvar*, povred*, ranjen*, ogoljene žice, gole žice, varnic*, poplav*, pret*, napad*, tuča*, nasilj*, agresiv*, razbijeno staklo, stakla, pao, pala, zaglavljen*, opasn*, hitn*',
  medium:
    'клизав*, мокр*, проливен*, просут*, локв*, цури, капље, спотакн*, лабав*, лед, залеђен*, запушен*, нема воде, нема топле воде, нема струје, не ради, покварен*, сломљен*, пацов*, миш*, бубашвабе, повраћањ*, препун*, сумњив*, крађ*, украден*, вандал*, klizav*, mokr*, prosut*, lokv*, curi, kaplje, led, zapušen*, nema vode, nema struje, ne radi, pokvaren*, slomljen*, pacov*, miš*, bubašvabe, prepun*, sumnjiv*, krađ*, ukraden*',
  benign:
    'детектор* дима, детектор* за дим, детектор* за пожар*, јављач* дима, јављач* пожар*, пожарн* јављач*, сензор* дима, сензор* за дим, detektor* dima, detektor* za dim, detektor* za požar*, detektor* za pozar*, javljač* dima, javljac* dima, javljač* požar*, javljac* pozar*, senzor* dima, димњак*, dimnjak*, димензиј*, dimenzij*, пожарн* излаз*, излаз* у случају пожара, излаз за случај пожара, излаз* за хитн* случај*, хитни излаз, хитног излаза, хитан излаз, излаз* у нужди, евакуацион* излаз*, пожарн* степениш*, пожарн* апарат*, противпожарн* апарат*, апарат* за гашење пожар*, пп апарат*, пожарн* хидрант*, пожарн* врат*, пожарн* орман*, пожарн* црев*, пожарн* безбедност*, пожарн* вежб*, požarn* izlaz*, pozarn* izlaz*, izlaz* u slučaju požara, izlaz* u slucaju pozara, izlaz* za hitn* slučaj*, izlaz* za hitn* slucaj*, hitni izlaz, hitnog izlaza, hitan izlaz, izlaz* u nuždi, izlaz* u nuzdi, evakuacion* izlaz*, požarn* stepeniš*, pozarn* stepenis*, protivpožarn* aparat*, protivpozarn* aparat*, aparat* za gašenje požar*, aparat* za gasenje pozar*, pp aparat*, požarn* hidrant*, pozarn* hidrant*, пиштољ* играчк*, играчк* пиштољ*, пиштољ-играчк*, дечј* пиштољ*, дечиј* пиштољ*, воден* пиштољ*, пиштољ* на воду, пиштољ* за воду, пластичн* пиштољ*, пиштољ* за лепак*, пиштољ* за силикон*, пиштољ* на пумп*, пиштољ* са пумп*, пиштољ* за гориво, играчк* оружј*, pištolj* igračk*, igračk* pištolj*, pistolj* igrack*, igrack* pistolj*, dečj* pištolj*, decj* pistolj*, vodeni pištolj, vodeni pistolj, pištolj* na vodu, pistolj* na vodu, plastičn* pištolj*, plasticn* pistolj*, pištolj* za lepak*, pistolj* za lepak*, pištolj* na pump*, pistolj* na pump*, igračk* oružj*, igrack* oruzj*, рачун* за гас, račun* za gas, racun* za gas, рачун* за плин, račun* za plin, гасомер*, gasomer*, бројил* за гас, бројило гаса, brojil* za gas, brojilo gasa, празн* плинск* боц*, плинск* боц* празн*, празн* боц* за гас, замен* боц*, замена плинске боце, нестао гас, гас нестао, nestao gas, gas nestao, nestao plin, plin nestao, prazn* plinsk* boc*, plinsk* boc* prazn*, zamen* plinsk* boc*, рингл* не пали, шпорет* не пали, ringl* ne pali, šporet* ne pali, sporet* ne pali, апарат* за вод*, aparat* za vod*, кулер* за вод*, kuler* za vod*, вод* у кулер*, vod* u kuler*, аутомат* за вод*, automat* za vod*, бројил* за вод*, brojil* za vod*, водомер*, vodomer*, не гори, ne gori',
  categories: {
    CLEANING:
      'проливен*, просут*, прљав*, мрља*, мрље, лепљив*, повраћањ*, локв*, мокр*, мирис*, смрди, чишћењ*, очисти*, прашин*, блат*, prosut*, prljav*, mrlj*, lepljiv*, lokv*, smrdi, čišćenj*, očisti*, prašin*, blat*',
    SECURITY:
      'сумњив*, крађ*, лопов*, украден*, провал*, вандал*, графит*, уљез*, туча*, напад*, прет*, оружј*, нож*, брав*, аларм*, камер*, обезбеђењ*, безбедност, sumnjiv*, krađ*, lopov*, ukraden*, provala, vandal*, grafit*, tuča*, napad*, pret*, oružj*, nož*, brav*, alarm*, kamer*, obezbeđenj*',
    WASTE_MANAGEMENT:
      'канта*, кант*, смећ*, отпад*, рециклаж*, препун*, депониј*, kant*, smeć*, otpad*, reciklaž*, prepun*',
    MECHANICAL_ELECTRICAL:
      'светл*, осветљењ*, сијалиц*, лампа*, струја*, струје, електр*, утичниц*, кабл*, жица*, грејањ*, грејалиц*, радијатор*, клима*, вентилациј*, лифт*, покретне степенице, фрижидер*, замрзивач*, бојлер*, генератор*, svetl*, osvetljenj*, sijalic*, lamp*, struj*, elektr*, utičnic*, kabl*, žic*, grejanj*, radijator*, klima*, lift*, frižider*, bojler*',
    PLUMBING:
      'цури, цев*, одвод*, запушен*, водокотлић*, славин*, нема воде, топл* вод*, тоалет*, ве-це, писоар*, поплав*, капље, канализациј*, curi, cev*, odvod*, zapušen*, slavin*, nema vode, topl* vod*, wc, poplav*, kaplje, kanalizacij*',
    PEST_CONTROL:
      'пацов*, миш*, мишеви, глодар*, бубашвабе, инсект*, мрав*, осе, пчел*, голуб*, птиц*, стенице, бух*, мухе, штеточин*, pacov*, miš*, miševi, bubašvabe, insekt*, mrav*, ose, pčel*, golub*, ptic*, stenice, buve, muve',
    GROUNDS_MAINTENANCE:
      'паркинг*, рупа*, рупе, стаз*, тротоар*, травњак*, трав*, жива ограда, дрв*, дрвећ*, ограда*, снег, лед, башт*, parking*, rup*, staz*, trotoar*, travnjak*, trav*, drv*, drveć*, ograd*, sneg, bašt*',
    IT: 'wifi, интернет*, мреж*, терминал*, читач картица, екран*, монитор*, рачунар*, лаптоп*, штампач*, сајт*, лозинка, скенер*, internet*, mrež*, terminal*, ekran*, monitor*, računar*, laptop*, štampač*, sajt*, lozinka',
    FEEDBACK:
      'похвал*, жалб*, жали*, предлог*, мишљењ*, груб*, нељубазн*, особљ*, запослен*, услуг*, ред, чекањ*, цен*, хвала, pohval*, žalb*, predlog*, grub*, neljubazn*, osoblj*, zaposlen*, uslug*, čekanj*, cen*, hvala',
  },
};
