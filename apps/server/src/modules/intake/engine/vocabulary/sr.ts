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
