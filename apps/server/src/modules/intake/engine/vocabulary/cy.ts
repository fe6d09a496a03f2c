import type { Vocabulary } from './vocabulary';

/** Welsh. */
export const cy: Vocabulary = {
  places:
    'eil, ystafell*, swyddfa, swyddfeydd, cegin*, coridor*, cyntedd*, derbynfa, mynedfa*, allanfa*, toiled*, tŷ bach, ystafell ymolchi, ystafell newid, ffreutur, caffi, bwyty, warws, storfa*, maes parcio, meysydd parcio, garej*, grisiau, lifft*, grisiau symudol, platfform*, til, tiliau, cownter*, silff*, rhewgell*, oergell*, seler*, llawr gwaelod, llawr cyntaf, ail lawr, lawr, llawr, adeilad*, adain, gardd*, buarth*, iard*, dosbarth*, ward*, adran*, ystafell gyfarfod, ardal*, parth*, teras*, balconi*, to, fferyllfa*, siop*, wal ddringo, blatfform*, mhlatfform*, phlatfform*, gegin*, nghegin*, chegin*, labordy*, labordai, drws llwytho, locer*, loceri, ystad*, ystâd*, mynwent*, fynwent*, ysbyty*, festri, dderbynfa, nerbynfa, fynedfa*, llyfrgell*, lyfrgell*, gorsaf*, orsaf*, ngorsaf*, tafarn*, dafarn*, nhafarn*, thafarn*, campfa*, gampfa*, nghampfa*, canolfan*, ganolfan*, nghanolfan*, meddygfa*, feddygfa*, neuadd*, ysgol*, capel*, gapel*, nghapel*, eglwys*, parc, barc, mharc, parciau, faes parcio, cae, gae, nghae, caeau, traeth*, draeth*, pwll nofio, bwll nofio, lwybr*, palmant*, balmant*, stryd*, sgwâr, clwb*, glwb*, nghlwb*, mwyty, nghaffi*, gaffi, archfarchnad*, gwesty*, westy*, ngwesty*, hostel*, bwthyn*, fwthyn*, carafán*, garafán*, carafan*, garafan*, maes gwersylla, faes gwersylla, fflat, fflatiau, gyntedd*, nghyntedd*, nhoiled*, doiled*, ddosbarth*, nosbarth*, eisteddle*, promenâd*, promenad*, comin, arhosfan*, safle bws, safle tacsis, amgueddfa*, castell*, gastell*, nghastell*, banc, ffreutur*, swyddfa*',
  surfaces: 'llawr, nenfwd*, wal, waliau, mur, drws, drysau, ffenestr*',
  near: 'wrth ymyl, ger, yn agos at, tu ôl i, o flaen, gyferbyn â, y tu allan, y tu mewn, rhwng, wrth, o gwmpas, uwchben, o dan, tu allan i, tu mewn i, tu allan, tu ôl, yng, wrth ochr, ar bwys, ar draws',
  at: 'yn, yn y, ar',
  greetings: "helo, shwmae, su'mae, bore da, prynhawn da, noswaith dda, hylo",
  corrections: "a dweud y gwir, na, nage, sori, mae'n ddrwg gen i, roeddwn i'n feddwl, cywiriad, nid yn, yn lle",
  another: 'hefyd, yn ogystal, problem arall, rhywbeth arall, un peth arall',
  captions:
    'llun, lluniau, ffoto, ffotograff, ffotograffau, delwedd, delweddau, sgrinlun, llun arall, un arall, un llun arall, dyma lun, dyma un, dyma fe, atodaf, wedi atodi',
  critical:
    'tân, ar dan, mae tan, tan mawr, fflam*, llosgi, ar dân, mwg, arogl nwy, oglau nwy, nwy yn gollwng, ffrwydrad*, ffrwydro, anymwybodol, llewygu, llewygodd, ddim yn anadlu, trawiad ar y galon, sioc drydanol, trydan wedi, arf, arfau, cyllell*, gwn, gynnau, bom, carbon monocsid',
  high: "gwaed*, gwaedu, anaf*, wedi brifo, brifo, clwyf*, gwifrau noeth, gwifrau agored, gwreichion*, llifogydd, dan ddŵr, bygwth*, bygythiad*, ymosod*, ymosodiad*, ymladd*, trais, treisgar, ymosodol, gwydr wedi torri, gwydr toredig, darnau gwydr, syrthio, syrthiodd, cwympodd, yn sownd, wedi'i ddal, perygl*, peryglus, argyfwng",
  medium:
    "llithrig, llithro, gwlyb, wedi colli, sarnu, pwll*, gollwng, yn gollwng, diferu, baglu, rhydd, iâ, rhewllyd, wedi blocio, wedi cau, dim dŵr, dim dŵr poeth, dim trydan, toriad pŵer, ddim yn gweithio, wedi torri, torredig, llygod mawr, llygoden fawr, llygod, llygoden, chwilod duon, chwd, cyfog*, gorlawn, amheus, lladrad*, wedi'i ddwyn, fandaliaeth",
  benign:
    "gwn tegan, gynnau tegan, gwn teganau, gwn dŵr, gwn dwr, gynnau dŵr, gwn plastig, gynnau plastig, gwn chwarae, pistol dŵr, pistol dwr, pistol tegan, gwn glud, gwn staplau, cyllell a fforc, cyllyll a ffyrc, cyllell blastig, cyllyll plastig, allanfa dân, allanfa dan, allanfeydd tân, allanfa tân, drws tân, drysau tân, dihangfa dân, diffoddwr tân, diffoddwyr tân, diffoddydd tân, diffoddyddion tân, blanced dân, blanced tân, dril tân, ymarfer tân, prawf larwm tân, profi larwm tân, synhwyrydd mwg, synwyryddion mwg, synhwyrydd tân, larwm mwg, larymau mwg, tân nwy ddim yn gweithio, tân nwy ddim yn tanio, tân nwy wedi torri, bil nwy, biliau nwy, mesurydd nwy, fesurydd nwy, mesuryddion nwy, potel nwy yn wag, potel nwy wag, potel nwy'n wag, botel nwy yn wag, botel nwy wag, botel nwy'n wag, nwy wedi gorffen, nwy wedi rhedeg allan, nwy wedi darfod, allan o nwy, dim nwy ar ôl, dim nwy ar ol, potel nwy newydd, botel nwy newydd, newid potel nwy, newid y botel nwy, peiriant dŵr, peiriant dwr, oerydd dŵr, oerydd dwr, ffynnon ddŵr, ffynnon ddwr, oerydd dŵr yn wag, oerydd dwr yn wag, oerydd y dŵr, oerydd y dwr, yn wag eto, dim dŵr yn yr oerydd, dim dwr yn yr oerydd, potel ddŵr yn wag, potel ddwr yn wag, cyllell yn y sinc, cyllell yn sinc, cyllyll yn y sinc, gyllell yn y sinc, cyllell fudr, cyllell frwnt, cyllyll budr, silindr nwy gwag, silindr nwy yn wag, tanc nwy gwag, potel calor wag, potel calor yn wag, darlleniad nwy, batri larwm mwg, batri'r larwm mwg, arwydd allanfa, golau allanfa, cebl estyn ar draws y llawr, cebl estyniad ar draws, estyniad ar draws y llawr, cebl ar draws y llawr, poteli nwy gwersylla, poteli nwy'r gwersylla, poteli nwy wedi gwerthu allan, nwy gwersylla wedi gwerthu allan, potel nwy y gwresogydd yn wag, potel nwy'r gwresogydd yn wag, potel nwy’r gwresogydd yn wag, potel nwy'r gwresogydd wedi gorffen, gynnau laser, gwn laser, laser tag, paintball, cyllyll ar werth, cyllyll yn y ffenest, cyllyll yn y cabinet, cyllyll heb bris, cyllell heb bris, cyllyll heb brisiau, cynllun gwacáu, cynllun gwacau, cynllun gwagio, map gwacáu, llwybr dianc tân, llwybr dianc rhag tân, arwydd dianc tân, gwresogydd nwy wedi diffodd, gwresogydd nwy ddim yn tanio, gwresogydd nwy ddim yn gweithio, stôf nwy ddim yn tanio, stof nwy ddim yn tanio, golau argyfwng, golau'r argyfwng, goleuadau argyfwng, olau argyfwng, oleuadau argyfwng, allanfa argyfwng, allanfeydd argyfwng, drws argyfwng, drysau argyfwng",
  categories: {
    CLEANING:
      'sarnu, wedi colli, budr, brwnt, baw, staen*, gludiog, chwd, cyfog*, pwll*, mop*, gwlyb, darnau gwydr, arogl*, drewi, drewllyd, glanhau, glân, llwch, mwd',
    SECURITY:
      "amheus, lladrad*, lleidr, lladron, wedi'i ddwyn, torri i mewn, fandaliaeth, graffiti, tresmas*, ymladd*, ymosod*, bygwth*, arf, arfau, cyllell*, clo, cloeon, larwm*, camera diogelwch, camerâu, diogelwch, swyddog diogelwch",
    WASTE_MANAGEMENT: 'bin, biniau, sbwriel, gwastraff, ailgylchu, gorlawn, tipio anghyfreithlon',
    MECHANICAL_ELECTRICAL:
      'golau, goleuadau, goleuo, bwlb*, lamp*, trydan*, soced*, gwifren*, gwifrau, cebl*, gwres*, gwresogydd*, rheiddiadur*, aerdymheru, awyru, lifft*, grisiau symudol, drws awtomatig, oergell*, rhewgell*, boeler, generadur',
    PLUMBING:
      'gollwng, yn gollwng, pibell*, pibellau, draen*, carthffos*, wedi blocio, fflysh*, tap, tapiau, dim dŵr, dŵr poeth, toiled*, wrinal*, llifogydd, diferu',
    PEST_CONTROL:
      'llygod mawr, llygoden fawr, llygod, llygoden, cnofilod, chwilod duon, pryfed, trychfil*, morgrug*, cacwn, gwenyn*, colomen*, adar, llau gwely, chwain, pryfed, pla, baw',
    GROUNDS_MAINTENANCE:
      'maes parcio, twll*, tyllau, llwybr*, palmant*, glaswellt*, lawnt*, gwrych*, coeden*, coed, cangen*, ffens*, eira, iâ, rhewllyd, gardd*, tirlunio',
    IT: 'wifi, rhyngrwyd, rhwydwaith, peiriant cardiau, darllenydd cardiau, terfynell dalu, sgrin*, cyfrifiadur*, gliniadur*, argraffydd*, gwefan*, cyfrinair, sganiwr*',
    FEEDBACK:
      'canmol*, cwyn*, cwyno, awgrym*, adborth, anghwrtais, anghyfeillgar, staff, gweithiwr*, gwasanaeth cwsmeriaid, ciw*, aros, pris*, diolch',
  },
};
