import type { Vocabulary } from './vocabulary';

/** Icelandic. */
export const is: Vocabulary = {
  places:
    'gang*, herbergi*, skrifstof*, eldhús*, salur*, anddyri*, móttak*, inngang*, útgang*, salerni*, klósett*, wc, baðherbergi*, búningsklef*, kaffistof*, mötuneyti*, kaffihús*, veitingastað*, lager*, vöruhús*, bílastæð*, bílageymsl*, bílskúr*, stig*, stigagang*, lyft*, rúllustig*, brautarpall*, kass*, afgreiðsluborð*, hill*, frystikist*, frysti*, ísskáp*, kjallar*, jarðhæð*, hæð, hæðinni, bygging*, álm*, garð*, port*, kennslustof*, deild*, fundarherbergi*, svæði*, sólpall*, svalir, svölum, þak*, mátunarklef*, apótek*, búð*, verslun*, tjaldsvæð*, afgreiðsl*, girðing*, skól*, göngustíg*, leikvöll*, leikvell*, bókasafn*, biðstof*, tjörn*, gufubað*, leikskól*, bílakjallar*, íþróttahús*, þvottahús*, pott*, hótel*, hjólagrind*, innkeyrsl*, plan*, bílaplan*, hleðslustöð*, matsal*, fótboltavöll*, fótboltavell*, flugstöð*, sundlaug*, búningsklefa*, laug*',
  surfaces: 'gólf*, loft*, vegg*, hurð*, dyr*, glugg*',
  near: 'við hliðina á, nálægt, hjá, fyrir aftan, fyrir framan, á móti, úti, inni, við',
  at: 'í, á',
  greetings: 'hæ, halló, góðan dag, góðan daginn, gott kvöld, sæl, sæll',
  corrections: 'reyndar, nei, afsakið, fyrirgefðu, ég meinti, leiðrétting, ekki í, heldur í, í staðinn fyrir',
  another: 'líka, einnig, annað vandamál, eitt enn, annað',
  captions:
    'mynd, myndir, myndin, myndina, myndinni, myndirnar, ljósmynd, ljósmyndir, skjáskot, ein mynd enn, önnur mynd, ein enn, hér er, hérna er, í viðhengi, sendi',
  critical:
    'eldur, eldi, elds, eldinn, eldurinn, eldsvoð*, eldhaf*, bruni, brennur, brennandi, logar, logaði, logandi, logum, reyk*, gaslykt, lyktar af gasi, gasleki, sprenging*, sprakk, meðvitundarlaus*, rotaðist, andar ekki, hneig niður, hjartaáfall, raflost, fékk straum, vopn*, hníf*, byss*, sprengj*, kolmónoxíð',
  high: 'blóð*, blæð*, slasað*, meidd*, meiðsl*, sár, berir vírar, lausir vírar, óvarðir vírar, neist*, flóð*, hóta*, hótun*, ógn*, árás*, réðst á, slagsmál*, ofbeldi*, ofbeldisfull*, ágeng*, brotið gler, glerbrot*, datt, féll, fastur, föst, hætta*, hættuleg*, neyð*',
  medium:
    'háll, hál, hált, renn*, blaut*, hellt*, sull*, poll*, leki*, lekur, drýpur, hras*, laus*, ís, hálka*, stífl*, ekkert vatn, ekkert heitt vatn, ekkert rafmagn, rafmagnsleysi*, virkar ekki, bilað*, brotin*, brotið, rott*, mús, mýs, kakkalakk*, ælu*, æla, yfirfull*, grunsamleg*, þjófnað*, stolið, skemmdarverk*',
  benign:
    'neyðarútgang*, neyðarútgangsljós*, neyðarútgangsskilt*, neyðarlýsing*, neyðarljós*, neyðarhurð*, neyðarstig*, neydarutgang*, slökkvitæk*, slokkvitaek*, eldvarnarteppi*, eldvarnarhurð*, brunaboð*, brunaæfing*, brunastig*, brunaútgang*, brunahan*, reykskynjar*, reykskinjar*, reykvari*, reykingar*, reykingabann*, reykingasvæð*, reykingamað*, reykingafólk*, bannað að reykja, reyklaus*, reyktur lax, reyktan lax, reykt kjöt, reykelsi*, reykjavík*, reykjavik*, reykjanes*, reykjalund*, reykholt*, reykjahlíð*, reykjadal*, reykás*, reykhól*, gaskút* tóm*, gaskúturinn er tómur, tómur gaskútur, tóman gaskút, skipta um gaskút*, nýjan gaskút, nýr gaskútur, gasið er búið, ekkert gas, gasreikning*, gaseldavél* kviknar ekki, gashell* kviknar ekki, gasgrill* kviknar ekki, ljósið logar, ljósin loga, ljós logar, logar ekki, loga ekki, peran sprakk, peran er sprungin, ljósaperan sprakk, ljósapera sprakk, dekkið sprakk, dekk sprakk, vatnsvél*, vatnsvel*, vatnskæl*, vatnsbrunn*, drykkjarbrunn*, leikfangabyss*, leikfangavopn*, leikfangahníf*, dótabyss*, vatnsbyss*, plastbyss*, toy gun*, water gun*, nerf gun*, hnífapör*, hnífapara*, rafmagnið datt út, netið datt út, sambandið datt út, netið dettur út, rafmagnið dettur út, tómir gaskútar, gaskútarnir eru tómir, tómt gashylki, gashylkið er tómt, tóm gasflaska, gasflaskan er tóm, álestur gasmælis, álestur af gasmæli, gasmælisálestur*, hnífur í vaskinum, hníf í vaskinum, hnífurinn í vaskinum, hnífar í vaskinum, hnífa í vaskinum, hníf í eldhúsvaskinum, skítugur hnífur, skítugan hníf, óhreinn hnífur, óhreinan hníf, skildi eftir hníf, skildi hníf eftir, hnífur skilinn eftir, leikfangaskammbyss*, rafhlaðan er búin, rafhlaðan búin, lítil rafhlaða, skipta um rafhlöðu, útgönguljós*, útgangsljós*, útgangsskilt*, framlengingarsnúra þvert yfir*, snúra þvert yfir*, peran er farin, peran farin, gasofn* er slökkt*, gasofn* var slökkt*, slökkt á gasofn*, gasofn* kviknar ekki, gasofn* virkar ekki, gashitar* er slökkt*, slökkt á gashitar*, gashitar* kviknar ekki, gashitar* virkar ekki, byssu úr plasti, byssa úr plasti, byssur úr plasti, leikmunabyss*, leikmun*, laser tag*, lasertag*, laser-tag*, gervibyss*, hnífar til sölu, hnífa til sölu, hnífar á tilboði, hnífasett*, óverðmerkt* hníf*, hníf* óverðmerkt*, hníf* ekki verðmerkt*, rýmingaráætlun*, rymingaraaetlun*, rýmingarleið*, rýmingarkort*, rýmingaræfing*, flóttaleið*, brunaviðvörunarkerfi*, prófun á brunaviðvörun*, brunakerfi*, brunavarn*',
  categories: {
    CLEANING:
      'hellt*, sull*, óhrein*, skít*, blett*, klístrað*, ælu*, æla, poll*, moppa*, blaut*, glerbrot*, lykt*, fýla, þrif*, hrein*, ryk*, drull*',
    SECURITY:
      'grunsamleg*, þjófnað*, þjóf*, stolið, innbrot*, skemmdarverk*, veggjakrot*, boðflenn*, slagsmál*, árás*, hóta*, hótun*, vopn*, hníf*, lás*, læsing*, viðvörunarkerf*, þjófavörn*, öryggismyndavél*, myndavél*, öryggisvörð*, öryggi*',
    WASTE_MANAGEMENT: 'ruslaföt*, ruslatunn*, gám*, rusl*, sorp*, úrgang*, endurvinnsl*, yfirfull*',
    MECHANICAL_ELECTRICAL:
      'ljós*, lýsing*, ljósaper*, per*, lamp*, rafmagn*, raf*, innstung*, snúr*, kapal*, kapl*, hit*, ofn*, miðstöð*, loftkæling*, loftræsting*, lyft*, rúllustig*, sjálfvirk hurð*, ísskáp*, frysti*, ketil*, rafal*',
    PLUMBING:
      'leki*, lekur, rör*, lagn*, niðurfall*, frárennsli*, stífl*, sturt*, krana*, krani, ekkert vatn, heitt vatn, klósett*, salerni*, þvagskál*, flóð*, drýpur',
    PEST_CONTROL:
      'rott*, mús, mýs, nagdýr*, kakkalakk*, skordýr*, maur*, geitung*, býflug*, dúf*, fugl*, veggjalús*, fló*, flug*, meindýr*, skítur',
    GROUNDS_MAINTENANCE:
      'bílastæð*, hol*, göngustíg*, stíg*, gangstétt*, gras*, grasflöt*, limgerð*, tré, trjá*, girðing*, snjó*, ís, hálka*, garð*',
    IT: 'wifi, internet*, net*, netkerf*, posi, posa*, kortalesar*, skjá*, tölv*, fartölv*, prentar*, vefsíð*, lykilorð*, skann*, sjálfsafgreiðsl*',
    FEEDBACK:
      'hrós*, kvörtun*, kvarta*, tillag*, ábending*, dónaleg*, ókurteis*, starfsfólk*, starfsmað*, starfsmenn*, þjónust*, biðröð*, bið, verð*, takk',
  },
};
