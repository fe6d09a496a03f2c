/**
 * The words of immediate danger in each language, beside each vocabulary's own `critical` list: what makes a
 * report CRITICAL and shows the visitor the safety line (spec section 3). The kinds are the product's rule:
 * gas (and carbon monoxide, toxic fumes from mixed cleaning products), fire or smoke (and a burning smell,
 * something melting), sparks and bare or live wires, an electric shock, water on electrics, a person
 * collapsed, unconscious, bleeding, injured, choking or drowning, a weapon, shooting or violence, a structure
 * collapsing or about to fall on people. Written per language as people type on phones (spoken forms, the
 * stems of inflected words with `*`, spellings without diacritics, romanised forms, the English loanwords many
 * use), in the cue syntax of vocabulary.ts; all 57 side by side so that a kind missing in one language shows.
 * A word that calm reports use as often ("fell", "burns", "emergency") stays out: the phrase that makes it
 * danger is listed instead.
 *
 * Water on electrics is two lists read together: a message that names both something wet (`wet`) and an
 * electrical fitting (`electrics`) is danger, whatever words stand between them.
 */
export interface DangerWords {
  /** Added to the vocabulary's `critical` list. */
  critical: string;
  /** Water, pouring, dripping, leaking, wet: with `electrics`, CRITICAL. */
  wet: string;
  /** Sockets, plugs, fuse boxes, wires, power strips, meters, light fittings: with `wet`, CRITICAL. */
  electrics: string;
}

// biome-ignore format: word lists read better packed
export const dangerWords: Readonly<Record<string, DangerWords>> = {
  af: {
    critical: 'na gas, daar is rook, rook kom uit, rook uit, rook oral, ruik na gas, gasreuk, gaslek*, ruik gas, gas lek, vonk*, kaal drade, kaal drad, drade hang*, lewendige drade, elektriese skok, skok gekry, bloei*, bewusteloos, flou geword, flougeval, het flou, asem nie, reageer nie, beweeg nie, ineengestort, stuiptrekking*, toevalle, mes, messe, geweer, pistool, steek*, gesteek, baklei*, geveg, aangerand, aanval*, slaan hom, slaan haar, skiet*, brandreuk, brand, ruik verbrand, ruik na brand, verskroei*, plafon val, plafon het ingeval, ineengeval',
    wet: 'water*, lek*, drup*, nat, stort*, oorstroom*, vloei*',
    electrics: 'prop*, kragprop*, sokkel*, muurprop*, kragpunt*, drade, drad, kragdraad, bedrading, verdeelbord*, kragkas*, kragbord*, lig armatuur, kragstrook, verlengkoord*',
  },
  ar: {
    critical: 'غاز, ريحة غاز, ريحة الغاز, رائحة الغاز, شرار*, شرارة, سلك عريان, أسلاك عارية, سلك مكشوف, أسلاك مكشوفة, كهربا, صعق*, مكهرب*, ينزف, نزيف, غايب عن الوعي, مغمى عليه, أغمي عليه, مغشي عليه, مش بيتنفس, لا يتنفس, ما بيتحرك, مش بيتحرك, لا يستجيب, تشنج*, سكين, سكينة, مطواة, سلاح, مسدس, طعن*, خناقة, خناقه, عركة, مضاربة, هجوم, حريق, دخان, ريحة حريق, ريحة شياط, شياط, محروق, انهار*, وقع السقف, السقف وقع, السقف بيقع, بيقع',
    wet: 'ماء, مياه, مية, ميه, المية, تسرب*, يسرب, بينزل, ينزل, مبلول*, تنقيط, يقطر, غرق*',
    electrics: 'فيشة, فيش, بريزة, مقبس, لوحة الكهرباء, طبلون, عداد*, سلك, أسلاك, اسلاك, كابل*, مشترك, توصيلة, لمبة, نجفة',
  },
  az: {
    critical: 'qaz iyi, qaz qoxusu, qaz sızır, qaz sızması, qaz gəlir, qığılcım*, çılpaq naqil*, açıq naqil*, naqillər sallanır, elektrik vurdu, cərəyan vurdu, qanaxır, qanayır, qan axır, huşunu itirdi, huşsuz, bayıldı, nəfəs almır, tərpənmir, tutma, bıçaq*, silah*, tapança, vurur*, döyür*, döyüş*, dava, hücum*, tüstü*, yanıq iyi, yanır, yanğın, çökür, tavan düşdü, qaz, qazı, uçdu, uçub, adamların üstünə, insanların üstünə, zəhərli buxar*, zəhərli qaz*, atəş açdı*, atəş açır*, atışma, güllə*, əriyib, yanmış plastik*, yanmış iyi, yanmış iy*, dəm qaz*, co detektor*, detektor qışqırır, hər an yıxıl*, hər an uç*, ürəyi dayandı, süni tənəffüs*, boğulur, nəfəs ala bilmir, huşunu itir*',
    wet: 'su, suyu, sular, damır, axır, sızır, yaş, islanıb, islandı, su basıb',
    electrics: 'rozetka*, ştepsel*, naqil*, kabel*, elektrik paneli, şit*, sayğac*, uzadıcı*, çilçıraq, paylayıcı*, elektrik qutu*, elektrik panel*, elektrik şit*',
  },
  be: {
    critical: 'пахне газам, смурод газу, газ, газам, іскрыць, іскры, іскрыцца, голыя правады, аголеныя правады, правады тырчаць, правады звісаюць, ударыла токам, б\'е токам, током, крывавіць, сцякае крывёй, страціў прытомнасць, страціла прытомнасць, без прытомнасці, непрытомн*, не дыхае, не рухаецца, курчы, нож*, нажом, зброя, пісталет, б\'юць, бойка, бойку, б\'юцца, біцца, напаў, напалі, дым*, пахне гарэлым, пажар, абваліўся, абвалілася, абвальваецца, столь падае, гарэлым, гарэлы*, смярдзіць гарэлым, голыя драты, аголеныя драты, звісаюць драты, драты звісаюць, драты тырчаць, датчык co, угарны газ, чадны газ, ўдарыла токам, ўдарыў токам, токам*, задыхаецца, задыхаюцца, не можа дыхаць, анафілакс*, стралял*, страляюць, стрэл*, страляніна, падпаліў, падпалілі, падпал*, тоне, абвал*, б\'е, б\'е жанчыну',
    wet: 'вада, вады, ваду, цячэ, капае, льецца, мокр*, заліло, залівае',
    electrics: 'разетк*, вілк*, правад*, провад*, кабель, шчыток, электрашчыток, лічыльнік*, падаўжальнік*, лямп*, свяцільнік*, электрашчыт*, драт*',
  },
  bg: {
    critical: 'мирише на газ, миризма на газ, изтичане на газ, газ, искри, искри*, голи жици, оголени кабели, висящи жици, жиците висят, удари ме ток, удари го ток, токов удар, кърви, кървене, припадна, в безсъзнание, загуби съзнание, не диша, не мърда, гърчи, нож*, оръжие, пистолет, бият, бой, сбиване, нападна*, дим*, пуши, мирише на изгоряло, изгоряло, пожар, срутва, срути, таванът пада, пука, голи кабели, висят кабели, кабели висят, висящи кабели, пада към тротоара, пада върху хора, ще падне върху, пада върху, падат върху, mirishe na gaz, miris na gaz, жици стърчат, стърчат жици, голи са, удари ток, го удари ток, я удари ток, ме удари ток, пушек, бие жена, бие дете, бият се, се разпада, скелето пада, срутв*, срути*, стрелба, стрелят, изстрел*, задушава се, не може да диша, дави се, удави*, въглероден оксид, детектор за co, без съзнание, изгоряла гума, изгоряла пластмаса, изгоряла изолация, мирише на изгорял*, миризма на изгоряло',
    wet: 'вода, водата, капе, мокр*, наводн*, залива, пръска, тече, излива, изтича',
    electrics: 'контакт*, щепсел*, разклонител*, табло*, ел табло, електрическо табло, жици, жица, кабел*, електромер*, лампа*, осветително тяло, сървър*',
  },
  bs: {
    critical: 'miris plina, miriše na plin, smrdi na plin, plin curi, curi plin, plin, varniči, varnice, iskri, iskre, gole žice, žice vise, ogoljene žice, udar struje, udarila struja, strujni udar, krvari, krvav*, onesvijestio, onesvijestila, bez svijesti, ne diše, ne miče, grč*, nož*, oružje, pištolj, tuča, tuku, tuče, napao, napali, dim*, miris paljevine, miriše na izgorjelo, požar, srušio, srušila, plafon pada, pucketa, zuji, ugljen-monoksid, ugljen monoksid, detektor co, ne može disati, ne moze disati, ne diše, ne dise, guši se, gusi se, utapa se, grčevi, epileptični napad, srčani zastoj, alergijska reakcija, urušio, urušava, srušio se, tuča, tuku se, pucnjava, pucnji',
    wet: 'voda, vode, vodu, kaplje, mokr*, poplav*, prokišnjava',
    electrics: 'utičnic*, šteker*, produžni kabl*, razvodn*, osigurač*, razvodna kutija, žice, žica, kabl*, brojilo',
  },
  ca: {
    critical: 'olor de gas, fa olor de gas, pudor de gas, fuita de gas, gas, espurn*, cables pelats, cables a la vista, cables penjant, cable pelat, descàrrega, m\'ha donat corrent, sagna, sagnant, inconscient, s\'ha desmaiat, desmaiat*, no respira, no es mou, convulsi*, ganivet*, arma, pistola, baralla, s\'estan barallant, pegant, apunyal*, agredi*, atac*, fum, olor de cremat, crema, cremat, foc, incendi, s\'ensorra, esfondra*, el sostre cau, cauen, monòxid, detector de co, no pot respirar, no respira, s\'ofega, s\'està ofegant, convulsi*, atac d\'epilèpsia, aturada cardíaca, reacció al·lèrgica, s\'ensorra, s\'ha ensorrat, s\'esfondra, baralla, s\'estan pegant, trets',
    wet: 'aigua, goteja, degota, gotera*, xop*, mullat*, inunda*, filtra',
    electrics: 'endoll*, quadre elèctric, quadre de llum, cables, cable, regleta*, comptador*, làmpad*, fluorescent*, corrent',
  },
  cs: {
    critical: 'kouří se, valí se kouř, smrdí plyn, cítím plyn, zápach plynu, uniká plyn, plyn, jiskří, jiskry, holé dráty, dráty trčí, dráty visí, obnažené dráty, kopla ho elektrika, dostal ránu, zásah proudem, krvácí, krvácení, v bezvědomí, omdlel*, nedýchá, nehýbe se, zkolaboval*, křeč*, nůž, nožem, zbraň, pistol*, rvačka, perou se, mlátí, napadl*, pobodal*, čoudí, smrdí spálenina, spálen*, požár, padá strop, strop padá, hroutí, zřítil*, praská, oxid uhelnat*, detektor co, nemůže dýchat, nedýchá, dusí se, topí se, křeče, epileptický záchvat, zástava srdce, alergická reakce, zřítil*, zřítí, hroutí se, rvačk*, mlátí, střelba, výstřel*, se perou, se rvou, rvou se, leží na zemi, lezi na zemi, trčí dráty, trci drat*, opálen*, ohořel*, holý dráty, holej drát, holý drát*, vytržen* kabel*, holý kabel*, holé kabely, hlásič co, čidlo co, co hlásič, kopl proud, kopl ho proud, kopl* proud*, proud ho kopl, dostala ránu, hoří, hori, hoří to, hori to, zapálil*, zapalil*, bije ženu, bije dítě, bije ho, bije ji, bijou se, střílí, strili, stříl*, zbran, pistol',
    wet: 'voda, vody, vodu, kape, mokr*, zaplav*, zatéká, teče, tekoucí, stéká, cáká, stříká, prosakuje',
    electrics: 'zásuvk*, zástrčk*, prodlužovačk*, rozvaděč*, pojistk*, dráty, drát, kabel*, elektroměr*, prodlužk*, počítač*, lustr*',
  },
  cy: {
    critical: 'arogl nwy, ogla nwy, drewi o nwy, nwy, gwreichion, gwreichioni, gwifrau noeth, gwifrau\'n hongian, gwifrau yn hongian, sioc drydan, gwaedu, anymwybodol, llewygu, wedi llewygu, ddim yn anadlu, ddim yn symud, ddim yn ymateb, ffit, cyllell, arf, gwn, ffeit, ymladd, cwffio, ymosod*, curo, mwg, arogl llosgi, ogla llosgi, llosgi, tân, dymchwel, nenfwd yn disgyn, nenfwd wedi disgyn, wedi cwympo, sbarcio, sbarc*, wreichion, toddi, wedi toddi, trywanu, drywanu, nhrywanu, larwm co, carbon monocsid, dod i lawr, plastr yn disgyn, saethu, tagu, boddi, methu anadlu',
    wet: 'dŵr, dwr, diferu, gollwng, gwlyb, llifo, llifogydd',
    electrics: 'soced*, plwg, plygio, gwifrau, gwifren, cebl*, bocs ffiwsiau, ffiws*, mesurydd, bwrdd trydan, trydan*',
  },
  da: {
    critical: 'lugter af gas, gaslugt, gasudslip, gas, gnister, gnist*, bare ledninger, ledninger hænger, blottede ledninger, strømstød, stød, bevidstløs, besvimet, besvimede, trækker ikke vejret, bevæger sig ikke, kramper, kniv*, våben, pistol, slås, slagsmål, tæsk*, overfald*, angreb*, røg, lugter brændt, brændt, brænder, ild, brand, styrter sammen, loftet falder, kulilte, co-alarm, co alarm, kan ikke trække vejret, får ikke luft, kvæler sig, drukner, kramper, krampeanfald, hjertestop, allergisk reaktion, styrter sammen, styrtet sammen, kollaps*, slåskamp, slås, tæsker, skud, skyderi, det ryger ud, ryger ud af, der kommer røg, styrte sammen, styrter, falder sten ned, styrtet ned, styrter ned, styrt* ned, gevær*, skydevåben, kaster med sten, kaster med flasker, ramt i hovedet, co-alarm*, ved at falde ned, falder ned over, skudt, stukket ned, knivstik*, bevidstløs*',
    wet: 'vand, vandet, drypper, vådt, våd, oversvøm*, siver',
    electrics: 'stikkontakt*, stik, forlængerledning*, eltavle*, sikringsskab*, el-tavle, ledninger, ledning, kabl*, måler*, lampe*, loftlampe*, elskab*',
  },
  de: {
    critical: 'riecht nach gas, riecht total nach gas, gas riecht, nach gas, gasalarm, co-melder, co melder, funken*, sprüht funken, blanke kabel, kabel blank, kabel hängen, kabel baumeln, strom drauf, schlag bekommen, stromschlag, blutet, blut, bewusstlos, umgekippt, ohnmächtig, atmet nicht, krampfanfall, krampf*, zuckt, messer*, waffe*, pistole, schlägerei, prügel*, treten, angegriffen, angriff*, rauch*, qualm*, verschmort, riecht verbrannt, verbrannt, brennt, feuer, brand, kommt runter, decke kommt, stürzt ein, eingestürzt, eingeklemmt, kohlenmonoxid*, co-melder, co melder, co-warner, co-alarm, bekommt keine luft, kriegt keine luft, keine luft mehr, erstickt, ertrinkt, krampfanfall, herzstillstand, allergische reaktion, stürzt ein, eingestürzt, droht einzustürzen, kracht gleich, verprügel*, prügeln sich, schießerei, schüsse',
    wet: 'wasser, tropft, tropfen, nass, überschwemm*, spritzt, leckt, undicht',
    electrics: 'steckdose*, stecker, steckdosenleiste*, mehrfachsteckdose*, sicherungskasten, verteilerkasten, stromkasten, kabel, leitung*, zähler*, leuchte*',
  },
  el: {
    critical: 'μυρίζει γκάζι, μυρωδιά γκαζιού, διαρροή γκαζιού, γκάζι, αέριο, σπίθες, σπιθίζει, βγάζει σπίθες, γυμνά καλώδια, καλώδια κρέμονται, ξεγυμνωμένα καλώδια, ρεύμα τον χτύπησε, ηλεκτροπληξία, αιμορραγ*, ματώνει, αναίσθητ*, λιποθύμησε, λιποθυμ*, δεν αναπνέει, δεν αντιδρά, δεν κουνιέται, σπασμούς, μαχαίρι*, όπλο, πιστόλι, καβγάς, καυγάς, δέρνουν, επίθεση, μαχαίρωσ*, καπνός, καπνίζει, καπνούς, μυρίζει καμένο, καμένο, καίγεται, φωτιά, καταρρέει, πέφτει το ταβάνι, πέφτει, μονοξείδιο, ανιχνευτής co, δεν μπορεί να αναπνεύσει, δεν αναπνέει, πνίγεται, σπασμούς, επιληπτική κρίση, ανακοπή, αλλεργική αντίδραση, κατέρρευσε, καταρρέει, γκρεμίζεται, καβγά*, καυγά*, δέρνει, δέρνουν, πυροβολισμ*, υγραέριο*, υγραεριο*, γκαζι, μυριζει γκαζι, αεριο, σπιθες, σπιθα*, σπίθα*, κρέμονται καλώδια, κρεμονται καλωδια, ξεγύμνωτ*, ξεγυμνωτ*, γυμνα καλωδια, μονοξειδ*, μονοξείδ*, χτύπησε ρεύμα, χτύπησε το ρεύμα, χτυπησε ρευμα, χτυπησε το ρευμα, πλακώνονται, πλακωνονται, πλακώθηκαν, χτυπάει μια γυναίκα, χτυπαει μια γυναικα, χτυπάει ένα παιδί, kapnos, fotia, gkazi, καπνος, φωτια, μυριζει καμενο, μαχαιρι*, αναισθητ*, πυροβολ*, δεν μπορει να αναπνευσει, πνιγεται, καταρρεει, γκρεμιζεται',
    wet: 'νερό, νερά, στάζει, τρέχει, βρεγμένο, βρεγμένα, πλημμύρ*, διαρροή, νερο, νερα, σταζει, τρεχει, βρεγμεν*',
    electrics: 'πρίζα, πρίζες, φις, πολύπριζο, πίνακα, ηλεκτρικό πίνακα, ασφάλειες, καλώδια, καλώδιο, μετρητή*, λάμπα*, φωτιστικό, πριζα*, καλωδι*, πινακα*, λαμπα*',
  },
  en: {
    critical: 'smells of gas, smells like gas, smell gas, smelling gas, stinks of gas, reeks of gas, gas alarm, co alarm, sparks, sparking, sparked, bare wire*, exposed wire*, wires hanging, wires sticking out, bare copper, looks live, electric shock, got a shock, bleeding, lot of blood, loads of blood, unconscious, fainted, passed out, not moving, unresponsive, won\'t wake, seizure, collapsed, collapsing, chest pains, hit her head, hit his head, knife, knives, weapon*, gun, machete, stabbed, fight*, fighting, kicking off, getting kicked, beating, beaten up, attacked, being attacked, attacking, assault*, smoke, smell of burning, burning smell, smells burnt, scorch*, melted, on fire, ceiling is coming down, caved in, carbon monoxide, co alarm, co detector, co sensor, can\'t breathe, cant breathe, cannot breathe, struggling to breathe, choking, drowning, ceiling collapsed, ceiling is collapsing, about to collapse, collapsing, beating him, beating her, beating someone, kicking him, punching him, shots fired, gunshot*, seizure, heart attack, cardiac arrest, allergic reaction, anaphyla*',
    wet: 'water, pouring, dripping, drips, leaking, wet, soaked, flooded, flooding, spraying',
    electrics: 'socket*, plug, plugs, plugged, fuse box*, fusebox, consumer unit, power strip*, extension lead*, extension cord*, wires, wire, wiring, cable*, meter box, light fitting*, light fixture*, electrics, power point*, power outlet*, plug socket*',
  },
  es: {
    critical: 'huele a gas, olor a gas, fuga de gas, gas, chispas, chispea, chispazo*, echa chispas, cables pelados, cables sueltos, cables colgando, cables al aire, calambre, le dio la corriente, sangra, sangrando, inconsciente, se desmayó, desmayad*, no respira, no se mueve, convulsi*, cuchillo, navaja, arma, pistola, pelea, se están pegando, pegando, golpeando, apuñal*, agredi*, atac*, humo, huele a quemado, quemado, se quema, fuego, incendio, se derrumba, se cae el techo, monóxido, detector de co, no puede respirar, no respira, se ahoga, se está ahogando, atragant*, convulsi*, infarto, paro cardiaco, paro cardíaco, reacción alérgica, se está cayendo, se va a caer, se derrumba, derrumb*, viniendo abajo, pegando a, golpeando a, paliza, disparos, tiroteo, le ha dado la corriente',
    wet: 'agua, gotera*, chorrea, cae agua, mojad*, empapad*, inunda*, filtra',
    electrics: 'enchufe*, toma de corriente, cuadro eléctrico, cuadro de luz, cuadro, cables, cable, regleta*, alargador*, contador*, lámpara*',
  },
  et: {
    critical: 'gaasi lõhn, gaasilõhn, lõhnab gaasi, haiseb gaasi, gaas, gaasi, säde*, sädemed, veritseb, sädeleb, paljad juhtmed, juhtmed ripuvad, lahtised juhtmed, elektrilöök, sai elektrit, veritsema, teadvusetu, minestas, kaotas teadvuse, ei hinga, ei liigu, krambid, nuga, noaga, relv, püstol, kaklus, kaklevad, peksavad, peksab, rünnak, rünnati, suits*, suitseb, kõrbelõhn, kõrbenud, põleb, tulekahju, kukub kokku, laest kukub, variseb, inimeste peale, võib iga hetk kukkuda, kukub kohe, kohe kukub, varis* kokku, kukkus kokku, mürgine aur*, mürgised aurud, mürgi* aur*, mürgi* gaas*, tulistas, tulista*, lasud, laske kuulda, kuulsin laske, tulistamine, tossab, tossa*, kõrbe*, põlenud plast*, põlenu* lõhn*, põlenu* hais*, haiseb põlenu*, elektrilöö*, sai elektri*, teadvuse*, teadvusetu*, lamab põrandal, lamab maas, lagi vajub, lagi variseb, lagi laguneb, vajub alla, ei saa hingata, lämbu*, upu*, uppu*, noa*, pussita*, pussi*, peks*, kaklu*, vere*, veritse*, gaasileke, gaasilek*, varises, varisesid, kokku varise*',
    wet: 'vesi, vett, vee, tilgub, lekib, märg, märjaks, üleujut*, vesi*, jookseb, voolab, tilgu*, leki*, pritsi*, märja*',
    electrics: 'pistikupesa*, pistik*, pikendusjuhe, kilp*, elektrikilp*, juhtmed, juhe, kaabel*, arvesti*, valgusti*, elekter, lamp*, lambi*, pikendusjuhtm*, pikendusjuhe*, juhtme*, elektrikilbi*, kilbi*, serveri*, arvuti*',
  },
  fa: {
    critical: 'بوی گاز, گاز نشت, نشت گاز, گاز میاد, گاز, جرقه, جرقه میزنه, سیم لخت, سیمهای لخت, سیم ها آویزون, برق گرفت, برق گرفتگی, خونریزی, خون میاد, بیهوش, از هوش رفت, غش کرد, نفس نمیکشه, نفس نمی کشه, تکون نمیخوره, تشنج, چاقو, اسلحه, تفنگ, دعوا, کتک, حمله, چاقو زد, دود, بوی سوختگی, سوختگی, سوخت, آتش, آتیش, ریخت, فرو ریخت, ریزش, سقف ریخت',
    wet: 'آب, چکه, نشتی, نشت, خیس, میریزه, آب گرفته',
    electrics: 'پریز, دوشاخه, سیم, سیم ها, کابل, تابلو برق, فیوز, کنتور, چند راهی, لامپ, چراغ',
  },
  fi: {
    critical: 'kaasun haju, haisee kaasulle, kaasua, kaasu, kipinöi, kipinöitä, kipinä*, paljaat johdot, johdot roikkuu, johdot roikkuvat, sähköisku, sai sähköiskun, vuotaa verta, tajuton, tajuttomana, pyörtyi, ei hengitä, ei liiku, kouristel*, kohtaus, veitsi, puukko, puukolla, ase, pistooli, tappelu, tappelee, hakkaa, pahoinpi*, hyökkäs*, puukotti*, savu*, savuaa, palaneen haju, käryää, palaa, tulipalo, romahtaa, sortuu, katto putoaa, putoaa, häkä*, häkävaroitin, ei saa henkeä, ei pysty hengittämään, tukehtu*, hukku*, kouristel*, kouristu*, epilepsiakohtaus, sydänpysähdys, allerginen reaktio, romahti, romahtaa, sortui, sortumassa, tappelu*, tappelee, hakkaa*, ammuskelu, laukauksia, palaneen kär*, palaneen haju*, käry*, kärähtä*, paljaa* johto*, paljai* johto*, paljaana, johto* roikku*, johdo* roikku*, johdot on maassa, johdot maassa, sähkölinja* maassa, lyö naista, lyö miestä, lyö lasta, lyövät toisiaan, putosi jäihin, jäihin, vajosi jäihin, katto notku*, katto pettää, rusahtel*, verta tulee, paljon verta, löi päänsä, lyönyt päänsä, ammu*, laukau*, tajuttom*, tajunta*, sähköisku*, kaasuvuoto*, kaasun hajua, myrkylli* kaasu*, myrkylli* höyry*, ei pysty hengittä*, ei saa happea, kaatuu päälle, kaatumassa, putoaa päälle, romahta*, sortu*, putosi katolta, katolta putosi, putoaa katolta, katolta putoaa',
    wet: 'vesi, vettä, tippuu, märkä, kastunut, tulvii, vuota*, valu*, tulvi*, kastu*, märk*, veden, roiskuu, suihkuaa',
    electrics: 'pistorasia*, pistoke, jatkojohto, sähkökeskus*, sulake*, johdot, johto, kaapeli*, mittari*, valaisin*, lamppu*, sähkö*, jatkojoh*, sähkökaapp*, sähkötaulu*, sähkökeskukse*, kassakone*, tietokone*, palvelin*, serveri*, pistorasi*',
  },
  fr: {
    critical: 'odeur de gaz, sent le gaz, ça sent le gaz, fuite de gaz, gaz, étincelle*, des étincelles, fils dénudés, fils à nu, câbles dénudés, fils qui pendent, câbles qui pendent, s\'est pris une décharge, électrocut*, décharge, saigne, saignement, inconscient*, évanoui*, s\'est évanoui, ne respire plus, ne respire pas, ne bouge plus, convulsi*, malaise, couteau, arme, pistolet, bagarre, se battent, frappe, tabass*, agress*, poignard*, fumée, sent le brûlé, odeur de brûlé, brûlé, ça brûle, feu, incendie, s\'effondre, effondr*, plafond tombe, monoxyde, détecteur de co, alarme co, n\'arrive plus à respirer, ne peut plus respirer, s\'étouffe, se noie, noyade, convulsion*, crise d\'épilepsie, arrêt cardiaque, réaction allergique, s\'effondre, effondr*, se tapent dessus, tabass*, coups de feu, grésille, sent le cramé',
    wet: 'eau, goutte, mouillé*, trempé*, inond*, infiltr*',
    electrics: 'prise*, tableau électrique, disjoncteur*, fusible*, multiprise*, rallonge*, câbles, câble, fils, compteur*, luminaire*',
  },
  gl: {
    critical: 'cheira a gas, olor a gas, fuga de gas, gas, faíscas, chispas, chispea, cables pelados, cable pelado, cables colgando, calambre, sangra, inconsciente, desmaiouse, desmaiad*, non respira, non se move, convulsi*, coitelo, navalla, arma, pistola, pelexa, liorta, pegando, agredi*, atac*, fume, cheira a queimado, queimado, arde, lume, incendio, derrúbase, cae o teito',
    wet: 'auga, goteira*, chorrea, mollad*, empapad*, inunda*',
    electrics: 'enchufe*, cadro eléctrico, cadro de luz, cables, cable, regleta*, contador*, lámpada*',
  },
  he: {
    critical: 'ריח גז, מריח גז, דליפת גז, גז, ניצוצות, ניצוץ, מנצנץ, חוטים חשופים, חוט חשוף, כבלים חשופים, חוטים תלויים, קיבל מכה חשמל, התחשמל*, מדמם, מדממת, מחוסר הכרה, התעלף, התעלפה, לא נושם, לא מגיב, לא מגיבה, לא זז, פרכוס*, סכין, נשק, אקדח, קטטה, מכות, מרביצים, מכה, תקף, תקיפה, דקר*, עשן, ריח שרוף, שרוף, בוער, אש, שריפה, קורס, התמוטט*, התקרה נופלת, נופלות, נופל, קרס, קרסה, קרסו, נפל על עובד, נפל על אדם, הוא מתחת, מתחת להריסות, מכים, מכה אותו, מכה אותה, מרביץ, באקדח, בסכין, עם סכין, ירי, יריות, יורה, יורים, חד חמצני, חד-חמצני, פחמן חד*, הגז, מהגז, בלון גז*, בלוני הגז, דליפה של גז, ריח של גז, טובע, טובעת, טביעה, שוק חשמלי, מכת חשמל, התחשמלה, לא מצליח לנשום, לא מצליחה לנשום, לא יכול לנשום, לא יכולה לנשום, תגובה אלרגית, נחנק, נחנקת, מחוסרת הכרה, איבד הכרה, איבדה הכרה, מתמוטט*, החד חמצני, הפחמן החד*',
    wet: 'מים, מטפטף, מטפטפים, דולף, נוזל, רטוב, רטובים, הצפה, נוזלים, דולפים',
    electrics: 'שקע, השקע, שקעים, תקע, לוח חשמל, ארון חשמל, חוטים, כבל*, מפצל, מונה, מנורה, גוף תאורה, מוני החשמל, ארון החשמל, לוח החשמל, ארון מוני*, שקע*',
  },
  hi: {
    critical: 'गैस की बदबू, गैस की गंध, गैस लीक, गैस, gas ki smell, gas leak, चिंगारी, चिंगारियां, स्पार्क, spark, खुले तार, नंगे तार, तार लटक, करंट लगा, करंट, current laga, खून बह, बेहोश, behosh, सांस नहीं, हिल नहीं, दौरा, चाकू, chaaku, chaku, चाकू मारा, हथियार, बंदूक, पिस्तौल, मारपीट, maar-peet, maar peet, झगड़ा, लड़ाई, मार रहे, maar rahe, हमला, धुआं, धुंआ, dhuan, dhua, जलने की बदबू, जलने की गंध, jalne ki smell, आग, aag, गिर गया, गिर गई, ढह, दबा है',
    wet: 'पानी, टपक, रिस, गीला, भीग, paani, pani',
    electrics: 'सॉकेट, प्लग, स्विच बोर्ड, स्विचबोर्ड, एक्सटेंशन बोर्ड, बल्ब, socket, plug, switch board',
  },
  hr: {
    critical: 'miris plina, miriše na plin, smrdi na plin, curi plin, plin, iskri, iskre, varniči, gole žice, žice vise, ogoljene žice, udar struje, udarila struja, strujni udar, krvari, onesvijestio, onesvijestila, bez svijesti, ne diše, ne miče, grč*, nož*, oružje, pištolj, tuča, tuku, tuče, napao, napali, dim*, miris paljevine, miriše na izgorjelo, izgorjel*, požar, srušila, srušio, urušava, strop pada, pucketa, ugljični monoksid, ugljicni monoksid, detektor co, ne može disati, ne moze disati, ne diše, ne dise, guši se, gusi se, utapa se, grčevi, epileptični napad, srčani zastoj, alergijska reakcija, urušio, urušava, srušio se, tučnjava, tuku se, pucnjava, pucnji',
    wet: 'voda, vode, vodu, kaplje, mokr*, poplav*, prokišnjava',
    electrics: 'utičnic*, utikač*, šteker*, produžni kabel, razvodn*, osigurač*, ormarić, žice, žica, kabel*, brojilo, žarulj*',
  },
  hu: {
    critical: 'gázszag, gázszagot, gáz szag, gázt érzek, szivárog a gáz, gázszivárgás, gáz, szikrázik, szikra*, csupasz vezeték*, lógnak a vezetékek, csupasz kábel*, áramütés, megrázta az áram, vérzik, vér, eszméletlen, elájult, ájult, nem lélegzik, nem mozdul, összeesett, roham, görcs*, kés, késsel, fegyver, pisztoly, verekedés, verekednek, verik, megtámad*, megszúr*, füst*, füstöl, égett szag, égett, tűz, leszakad, beomlik, omlik, összeomlik, szén-monoxid*, szénmonoxid*, co-riasztó, co riasztó, nem kap levegőt, fuldoklik, fullad, kapkod levegő után, görcs*, epilepsziás roham, szívmegállás, allergiás reakció, összeomlott, beomlott, beszakadt, verekedés, verekednek, lövöldözés, lövések, leszakadt a plafon, plafon leszakad*, leszakadt a mennyezet, mennyezet leszakad*, mennyezet beszakad*, fejére esett, fejére eshet, ég valami, égne valami, valami ég, égett szagot, égett szag*, kilóg* a drót*, kilóg* a vezeték*, kilógó drót*, kilógó vezeték*, lógnak a drótok, csupasz drót*, co-érzékelő*, co érzékelő*, co-jelző*, co jelző*, verekedés*, tömegverekedés*, verekszenek, nem mozog, hullik a vakolat, hull a vakolat, potyog a vakolat, összedőlt, összedől*, ledőlt, emberek vannak alatta, áramütés*, megrázott az áram, lövöldöz*, lövés*, lőttek, megkésel*, fuldokl*, fulladoz*, fullad*, mérgező gőz*, mérgező gáz*',
    wet: 'víz, vizes, vizet, csöpög, szivárog, ázik, beázik, elárasz*, spriccel*, folyik, ömlik, csöpög*, víz*, beáz*',
    electrics: 'konnektor*, dugó*, csatlakozó*, hosszabbító*, biztosítéktábla, villanyóra, vezeték*, kábel*, lámpa*, elosztó*, villanyszekrény*, elosztószekrény*, elosztódoboz*, szerver*, lámpá*',
  },
  hy: {
    critical: 'գազի ուժեղ հոտ, գազի հոտ է գալիս, գազի հոտ, գազ է գալիս, գազի արտահոսք, գազ, կայծ*, կայծեր, մերկ լարեր, լարերը կախված, հոսանքահարվեց, հոսանք խփեց, արյունահոսում, արնահոսում, ուշաթափվեց, ուշագնաց, անգիտակից, չի շնչում, չի շարժվում, չի արձագանքում, ցնցում*, դանակ*, զենք, ատրճանակ, կռիվ, կռվում, ծեծում, հարձակվ*, ծուխ, ծխում, այրվածի հոտ, այրվում, կրակ, հրդեհ, փլվեց, փլվում, առաստաղը ընկնում, թունավոր գոլորշի*, թունավոր գազ*, spaarnum e, sparnum e, vnasec, tsetsum en, krvum en, danak*, այրված պլաստիկ*, այրվածի հոտ*, այրված հոտ*, վառվածի հոտ*, հալվել*, հալվ*, հոսանքը խփեց, հոսանքը խփել*, հոսանքահար*, ուր որ է կընկն*, ուր որ է կփլվ*, կփլվ*, փլվ*, ուշաթափ*, անգիտակից*, սիրտը կանգ*, արհեստական շնչառ*, սրտի կանգ*, chi sharjvum, chi shnchum, ushatapv*, խեղդվ*, կրակոց*, կրակում են, ծեծ*, արյուն*, չի շնչում*, գազի հոտ*',
    wet: 'ջուր, ջուրը, կաթում, հոսում, թաց, ողողվ*, արտահոսք, ջուր*, լցվ*, կաթ*, հոս*',
    electrics: 'վարդակ*, խրոց*, լարեր, լար, լարը, մալուխ*, էլեկտրական վահանակ, վահանակ, հաշվիչ*, երկարացման, լամպ*, էլեկտրական*, հոսանք, սերվեր*, բաշխիչ*, հոսանքի*, էլեկտր*, լար*',
  },
  id: {
    critical: 'bau gas, gas bocor, bocor gas, kebocoran gas, gas, percikan, percikan api, memercik, kabel terkelupas, kabel terbuka, kabel menjuntai, kabel gelantungan, kesetrum, tersetrum, setrum, berdarah, pingsan, tidak sadar, gak sadar, tidak bernapas, gak napas, tidak bergerak, gak gerak, kejang*, pisau, golok, senjata, pistol, berkelahi, berantem, tawuran, dipukuli, mukulin, menyerang, diserang, ditusuk, asap, berasap, bau hangus, hangus, terbakar, kebakaran, apinya, roboh, runtuh, ambruk, karbon monoksida, alarm co, tidak bisa bernapas, nggak bisa napas, gak bisa napas, sesak napas, tersedak, tenggelam, kejang*, serangan jantung, henti jantung, reaksi alergi, ambruk, roboh, runtuh, berkelahi, perkelahian, dipukuli, tawuran, tembakan',
    wet: 'air, bocor, netes, menetes, rembes, basah, banjir',
    electrics: 'stopkontak, colokan, steker, kabel, panel listrik, sekering, meteran, terminal, lampu',
  },
  is: {
    critical: 'gaslykt, lykt af gasi, gas lekur, gasleki, gas, neistar, neistaflug, neisti, berir vírar, vírar hanga, rafmagnsvírar hanga, fékk raflost, raflost, blæðir, meðvitundarlaus, leið yfir, líður yfir, andar ekki, hreyfir sig ekki, krampa*, hnífur, hníf, vopn, byssa, slagsmál, slást, lemur, lemja, réðst á, árás, stunginn, reyk*, rýkur, brunalykt, brennur, eldur, hrynur, hrundi, loftið að hrynja',
    wet: 'vatn, vatnið, lekur, drýpur, blautt, blaut, flæðir',
    electrics: 'innstung*, kló, fjöltengi, rafmagnstafla, töflu, rafmagnstöflu, vírar, vír, snúr*, mælir*, ljós',
  },
  it: {
    critical: 'puzza di gas, odore di gas, sento gas, fuga di gas, gas, scintill*, fa scintille, cavi scoperti, fili scoperti, cavi penzolanti, fili che pendono, scossa, preso la scossa, fulminat*, sanguina, svenut*, incosciente, privo di sensi, non respira, non si muove, convulsion*, coltello, arma, pistola, rissa, si picchiano, picchia, aggredit*, accoltell*, fumo, puzza di bruciato, odore di bruciato, bruciato, fuoco, incendio, crolla, crollando, cade il soffitto, monossido, rilevatore di co, sensore co, non respira, non riesce a respirare, soffoca, sta annegando, annega*, convulsion*, crisi epilettica, infarto, arresto cardiaco, reazione allergica, sta crollando, crolla*, sta cedendo, sta venendo giù, picchiando, picchiano, si stanno menando, rissa, spari, plastica bruciata, sta bruciando',
    wet: 'acqua, gocciola, bagnat*, allag*, infiltrazion*',
    electrics: 'presa, prese, spina, ciabatta, quadro elettrico, quadro, salvavita, cavi, cavo, fili, contatore*, lampad*',
  },
  ja: {
    critical: '煙が, 煙出, 煙が出, 刺された人, ガス臭, ガスの臭い, ガスのにおい, ガス漏れ, ガスが漏れ, 火花, バチバチ, バチッ, 配線がむき出し, むき出しの配線, 電線が垂れ, 感電, しびれた, 血が出, 血だらけ, 出血, 意識がない, 意識がありません, 気を失, 倒れて, 倒れた, 息してない, 息ができ, 呼吸してない, 動かない, 反応がない, けいれん, 痙攣, 包丁, ナイフ, 刃物, 凶器, 銃, 殴り, 殴って, 殴っ, 喧嘩, けんか, 暴れ, 焦げ臭, 焦げくさ, 燃えて, 火事, 崩れ, 倒れそう, 落ちてき, 溶けて, 一酸化炭素, 息ができない, 呼吸ができない, 溺れ, けいれん, 痙攣, 心肺停止, アレルギー反応, 倒壊, 崩落, 殴って, 殴られ, 喧嘩, 発砲, 銃声',
    wet: '水, 濡れ, 漏れ, 垂れ, ポタポタ, 浸水, 水浸し',
    electrics: 'コンセント, プラグ, 配電盤, 分電盤, ブレーカー, 延長コード, 電気設備, 配線, 電線, コード, メーター',
  },
  kk: {
    critical: 'газ иісі, газдың иісі, газ шығып, газ, ұшқын*, шытырлап, жалаңаш сымдар, сымдар салбырап, ток соқты, ток ұрды, қан ағып, қансырап, есінен танды, есін жоғалтты, талып қалды, тыныс алмайды, қозғалмайды, құрысу, пышақ*, қару, тапанша, төбелес*, ұрып жатыр, ұрып, соғып жатыр, шабуыл*, түтін*, күйік иісі, күйіп, жанып жатыр, өрт, опырылып, төбеден, атып жатыр, атыс, оқ атты, травмат*, улы бу, улы газ, мылтық*, ток соғ*, ток ұр*, co датчиг*, co датчик*, иіс газ*, есінен тан*, құлайын деп, құлап жатыр, құлады, сылақ түсіп, тыныс ала алмай*, суға батып, тұншығып жатыр, тұншықты',
    wet: 'су, суы, тамып, дымқыл, су басты, сулы',
    electrics: 'розетка*, аша*, кабель*, электр щит*, щит*, есептегіш*, ұзартқыш*, шам*',
  },
  kn: {
    critical: 'ಗ್ಯಾಸ್ ವಾಸನೆ, ಗ್ಯಾಸ್ ಲೀಕ್, ಗ್ಯಾಸ್, ಕಿಡಿ, ಸ್ಪಾರ್ಕ್, ತೆರೆದ ವೈರ್, ವೈರ್ ನೇತಾಡ್ತಿದೆ, ಶಾಕ್, ಕರೆಂಟ್ ಹೊಡೆದ, ರಕ್ತ ಬರ್ತಿದೆ, ಪ್ರಜ್ಞೆ ತಪ್ಪಿ, ಪ್ರಜ್ಞೆ ಇಲ್ಲ, ಮೂರ್ಛೆ, ಉಸಿರಾಡ್ತಿಲ್ಲ, ಮಾತಾಡ್ತಿಲ್ಲ, ಅಲುಗಾಡ್ತಿಲ್ಲ, ಚಾಕು, ಚಾಕುವಿನಿಂದ, ಆಯುಧ, ಬಂದೂಕು, ಜಗಳ, ಹೊಡೆದಾಟ, ಹೊಡೀತಿದ್ದಾರೆ, ಹಲ್ಲೆ, ಹೊಗೆ, ಸುಟ್ಟ ವಾಸನೆ, ಸುಟ್ಟ, ಬೆಂಕಿ, ಕುಸಿದ, ಕುಸಿತ, ಕುಸಿ*, ಕುಸೀ*, hodedaad*, hodeetidaare, odeetidaane, hodeetidaane, jagala, kidi, kidi banthu, ನೇತಾಡು*, ತೆರೆದ ವೈರ್*, ಬೀಳೋ ಹಾಗಿದೆ, ಬೀಳುವ ಹಾಗಿದೆ, ವಾಲ್ತಿದೆ, ತಲೆ ಸುತ್ತಿ ಬಿದ್ದ*, ತಲೆ ಸುತ್ತಿ ಬಿದ್ರು, ಏಳ್ತಾನೇ ಇಲ್ಲ, ಏಳ್ತಿಲ್ಲ, plaster bid*, ceiling bid*, ಮೇಲ್ಛಾವಣಿ ಕುಸಿ*, ಉಸಿರು ಕಟ್ಟ*, ಗುಂಡು*, ಶಾಕ್ ಹೊಡೆ*, ಕರೆಂಟ್ ಹೊಡೆ*, ರಕ್ತ ಬರ*, ಬೆಂಕಿ ಹತ್ತ*, ಹೊಗೆ ಬರ*, ವೈರ್ ಗಳು ಹೊರಗೆ ನೇತಾಡ್ತಿ*, ವೈರ್ ಗಳು ನೇತಾಡ್ತಿ*, ವೈರ್ ನೇತಾಡ್ತಿ*, ವೈರ್ಗಳು ನೇತಾಡ್ತಿ*, ಕರೆಂಟ್ ವೈರ್*, ಮುಳುಗ್ತಿದ್ದಾನೆ, ಮುಳುಗ್ತಿದ್ದಾಳೆ, ಮುಳುಗುತ್ತಿದ್ದಾನೆ, ಮುಳುಗುತ್ತಿದ್ದಾಳೆ',
    wet: 'ನೀರು, ನೀರಿನ, ಸೋರ್ತಿದೆ, ಸೋರಿಕೆ, ತೊಟ್ಟಿಕ್ಕ, ಒದ್ದೆ, ಲೀಕ್, ನೀರು*, ಸುರೀತಿ*, ಸೋರ*, ಓವರ್ಫ್ಲೋ*',
    electrics: 'ಸಾಕೆಟ್, ಪ್ಲಗ್, ಸ್ವಿಚ್, ಸ್ವಿಚ್ ಬೋರ್ಡ್, ವೈರ್, ತಂತಿ, ಲೈಟ್, ಬಲ್ಬ್, ಮೀಟರ್ ಬೋರ್ಡ್*, ಮೀಟರ್*, ಪ್ಯಾನಲ್*, ಡಿಬಿ, ಸಾಕೆಟ್*, ಪ್ಲಗ್*, ವೈರ್*',
  },
  ko: {
    critical: '가스 냄새, 가스냄새, 가스 새, 가스가 새, 가스, 불꽃, 불꽃이, 스파크, 전선이 드러, 전선이 늘어져, 피복이 벗겨진, 감전, 전기 오르, 피 나, 출혈, 의식이 없, 의식 잃, 기절, 쓰러졌, 쓰러져, 숨을 안, 숨을 안 쉬, 움직이지 않, 반응이 없, 발작, 경련, 칼, 칼을, 흉기, 총, 싸움, 싸우고, 때리고, 폭행, 찔렸, 찔러, 연기, 탄내, 타는 냄새, 불이, 불났, 화재, 무너지, 무너졌, 떨어져요, 쏟아지, 일산화탄소*, 숨을 못*, 숨이 막*, 질식*, 물에 빠져*, 익사*, 경련*, 발작*, 심정지*, 심장마비*, 알레르기 반응*, 무너졌*, 무너지*, 붕괴*, 싸움*, 때리고*, 폭행*, 총소리*, 총격*',
    wet: '물이, 물은, 물도, 물이랑, 새요, 새고, 누수*, 떨어지*, 젖었*, 젖어*, 침수*',
    electrics: '콘센트*, 플러그*, 멀티탭*, 두꺼비집*, 분전반*, 배전반*, 전선*, 계량기*, 형광등*',
  },
  lt: {
    critical: 'dujų kvapas, kvepia dujomis, dujomis, dujos, dujų nuotėkis, kibirkšči*, kibirkščiuoja, pliki laidai, laidai kabo, nuogi laidai, nutrenkė srovė, elektros smūgis, kraujuoja, be sąmonės, nualpo, neteko sąmonės, nekvėpuoja, nejuda, traukuliai, peilis, peiliu, ginklas, pistoletas, muštynės, mušasi, muša, užpuolė, užpuolimas, subadė, dūm*, rūksta, smirdi degėsiais, degėsiai, gaisras, ugnis, griūva, sugriuvo, lubos krenta, nuplik* laid*, kabo laid*, nuplik*, apnuogint* laid*, rūkti, rūko, smirda degėsiais, degėsi*, svilėsi*, svyla, dega, nukrėtė*, nutrenk*, elektros smūg*, kirv*, peil*, nukristi ant žmonių, nuvirto ant, griūti ant žmonių, krito ant žmonių, krenta ant žmonių, užgriuvo, užspring*, negali kvėpuoti, dūsta, skęsta, skęsti, šaudo, šūviai, šaudymas, muša*, sumušė, griūva*, sugriuv*, įgriuv*, dujų*',
    wet: 'vanduo, vandens, vandenį, laša, varva, šlapi*, užliej*, vanduo*, vanden*, semia, teka, bėga, laša*, varva*, šlap*',
    electrics: 'lizd*, kištuk*, skirstom*, skydin*, elektros skyd*, laidai, laidas, kabel*, skaitikl*, ilgintuv*, lemp*, šviestuv*, prailgintuv*, rozet*, skyd*, laid*, serveri*',
  },
  lv: {
    critical: 'gāzes smaka, smird pēc gāzes, gāzes noplūde, gāzes, gāze, dzirksteļo, dzirksteles, kaili vadi, vadi karājas, atsegti vadi, strāvas trieciens, sita strāva, asiņo, bezsamaņā, noģība, zaudēja samaņu, neelpo, nekustas, krampji, nazis, nazi, ierocis, pistole, kautiņš, kaujas, sit, piekauj, uzbruka, uzbrukums, sadūra, dūm*, kūp, deguma smaka, deguma, deg, ugunsgrēks, uguns, brūk, sabruka, griesti krīt, sprakšķ*',
    wet: 'ūdens, ūdeni, pil, slapj*, applūd*, sūcas',
    electrics: 'kontaktligzd*, kontaktdakš*, pagarinātāj*, sadales skap*, sadales, vadi, vads, kabel*, skaitītāj*, gaismeklis, strāv*',
  },
  mi: {
    critical: 'haunga hau, haunga kapuni, kapuni, gas, korakora ahi, korakora, waea kore kahu, waea e iri, waea tahanga, hiko, hikohiko, e rere ana te toto, kua hemo, kore mōhio, kāore e manawa, kāore e neke, kāore e whakautu, hiko ana, maripi, naihi, pū, patu, whawhai, e whawhai ana, e patu ana, whakaeke, auahi, haunga wera, ahi, horo, taka iho',
    wet: 'wai, turuturu, maturuturu, rere ana te wai, mākū, waipuke',
    electrics: 'powerpoint*, pāpāhiko, waea, waea hiko, plug*, socket*, wires, fuse box',
  },
  mk: {
    critical: 'мириса на плин, мирис на плин, плин, истекува плин, искри, голи жици, жици висат, оголени жици, струен удар, ме удри струја, удар од струја, крвари, во несвест, онесвести, се онесвести, не дише, не мрда, грчеви, нож*, оружје, пиштол, тепачка, се тепаат, тепаат, удира, нападна*, дим*, мирис на изгорено, изгорено, пожар, се урива, паѓа таванот, паѓа, искрат, искрење, искри се, се урна, урна, урнат*, отровна пареа, отровен гас, отровн* пареа, пукање, pukanje, пукаат, pukaat, истрели, напаѓа*, napagja, изгорена пластика, изгорен*, се стопи, паѓа врз, падна врз, bez svest, без свест, таванот паѓа, се гуши, не може да дише, се дави',
    wet: 'вода, водата, капе, мокр*, поплав*, прокиснува, vodata, voda, prska, прска, тече, teče',
    electrics: 'штекер*, приклучок, приклучница, продолжен кабел, разводна табла, табла, електричната, осигурувач*, жици, жица, кабел*, броило, ламб*, tabla, elektricn*, електричн*, приклучниц*, разводн*, кутија со осигурачи',
  },
  mr: {
    critical: 'गॅसचा, गॅसचा वास, गॅस गळती, गॅस लीक, गॅस, ठिणग्या, ठिणगी, स्पार्क, उघड्या तारा, तारा लोंबकळ, शॉक, करंट लागला, रक्तस्त्राव, बेशुद्ध, चक्कर येऊन, श्वास घेत नाही, श्वास, हालचाल नाही, प्रतिसाद नाही, झटके, चाकू, सुरा, शस्त्र, बंदूक, मारामारी, भांडण, मारत आहेत, मारताय, हल्ला, धूर, जळका वास, जळण्याचा वास, जळत, आग, कोसळ, कोसळतोय, पडतोय, कोयता, कोयत्या*, तलवार*, चाकू*, भोसक*, बेदम मार*, मारतोय, मारहाण*, कट्टा, पिस्तूल*, पिस्तुल*, बंदूक*, गोळीबार*, गोळ्या झाड*, lombakt*, ughdya wire*, ughdya tara, wires ughdya, खचत*, खचल*, दरड*, भूस्खलन, कोसळ*, पडणार आहे, घशात अडक*, श्वास घेता येत नाही, गुदमर*, शुद्ध नाही, शुद्ध हरप*, बेशुद्ध*, शॉक लाग*, करंट लाग*, आग लाग*, धुर*, बुडत*, गॅस*, रक्त येत*, रक्तबंबाळ, रक्त वाहत*, खूप रक्त',
    wet: 'पाणी, गळत, गळतंय, टपकत, ओले, ओलं, पूर, पाणी*, गळ*, उडत*, टपक*, ओल*',
    electrics: 'सॉकेट, प्लग, स्विच बोर्ड, वायर, बल्ब, दिवा, प्लग*, सॉकेट*, स्विचबोर्ड*, स्विच बोर्ड*, बोर्डवर, पॅनल*, इलेक्ट्रिक*, मीटर*, वायर*, वायरिंग*, डीपी',
  },
  ms: {
    critical: 'dipukul, memukul, bau gas, gas bocor, kebocoran gas, gas, percikan api, bunga api, memercik, wayar terdedah, wayar tergantung, wayar terkeluar, kena renjatan, renjatan elektrik, kena karan, berdarah, pengsan, tak sedarkan diri, tidak sedarkan diri, tak bernafas, tidak bernafas, tak bergerak, tak respon, sawan, pisau, parang, senjata, pistol, bergaduh, bergocoh, dipukul, menyerang, diserang, ditikam, asap, berasap, bau hangus, hangus, terbakar, kebakaran, runtuh, roboh, tersepit, karbon monoksida, penggera co, tak boleh bernafas, tidak boleh bernafas, sesak nafas, tercekik, tenggelam, sawan, serangan jantung, reaksi alahan, runtuh, roboh, bergaduh, pergaduhan, dipukul, belasah, tembakan',
    wet: 'air, bocor, menitis, titis, basah, banjir',
    electrics: 'soket, plug, palam, wayar, kabel, papan suis, suis, kotak fius, fius, sambungan, lampu',
  },
  ne: {
    critical: 'ग्यासको गन्ध, ग्यास चुहि, ग्यास लिक, ग्यास, ग्यांस, gas ko gandha, स्पार्क, झिल्का, झिल्को, नाङ्गो तार, तार झुण्डि, करेन्ट लाग्यो, करेन्ट, रगत बगि, बेहोस, होस गयो, सास फेर्दैन, हल्लिँदैन, कम्पन, चक्कु, छुरा, हतियार, बन्दुक, पिस्तोल, झगडा, कुटपिट, हानाहान, कुटिरहेका, आक्रमण, धुवाँ, धुँवा, dhuwa, जलेको गन्ध, जलेको, आगो, aago, भत्कि, खस्दै, खस्यो, खुकुरी*, khukuri, chakku, chaku, chhura, छुरा*, चक्कु*, बन्दुक*, गोली चल*, गोली हान*, goli chal*, तार झर*, तार खस*, तार झुण्डि*, नाङ्गो तार*, खुला तार*, ढलेर, ढल्यो, ढल्नुभयो, ढलिन्, मुनि परे*, मुनि च्यापि*, च्यापि*, थिचि*, कार्बन मोनोअक्साइड*, कार्बन मोनोक्साइड*, होस छैन, होस् छैन, बेहोस*, behos*, hos chaina, bolnu hudaina, bolna sakeko chaina, बोल्न सक्नु भएको छैन, chakkar lag*, सिलिङ खस*, खस्दै*, खस्यो*, प्लास्टर झर*, सास फेर्न सक*, सास रोकि*, घाँटीमा अड्कि*, कुटाकुट*, कुटपिट*, करेन्ट लाग*, karent lag*, current lag*, धुवाँ*, आगो लाग*, aago lag*, डुब्दै*, डुब्यो, भत्किन लाग*, भत्किँदै*',
    wet: 'पानी, चुहि, चुहिरहेको, टपक, भिज, pani, पानी*, चुहि*, बगि*, बग्दै*, bagdai, paani, टपक*, भिज*, पोखि*',
    electrics: 'सकेट, प्लग, स्विच बोर्ड, बल्ब, socket, plug, मिटर*, बिजुली*, db box, db, प्यानल*, स्विच*, सकेट*, प्लग*, तार*, वायर*',
  },
  nl: {
    critical: 'ruikt naar gas, gaslucht, gaslek, gas, vonk*, vonken, kale draden, draden hangen, blote draden, stroomdraden hangen, stroomstoot, schok gekregen, onder stroom, bloedt, bewusteloos, flauwgevallen, ademt niet, beweegt niet, in elkaar gezakt, zakt in elkaar, aanval, epileptisch, toeval, mes, messen, wapen*, pistool, vechtpartij, vechten, mishandel*, bedreigt, neergestoken, rook, rookt, brandlucht, ruikt verbrand, verbrand, brandt, vuur, brand, stort in, ingestort, plafond komt naar beneden, zakt, koolmonoxide*, co-melder, co melder, krijgt geen lucht, kan niet ademen, stikt, verdrinkt, epileptische aanval, hartstilstand, hartaanval, allergische reactie, stort in, ingestort, naar beneden gekomen, dreigt in te storten, gevochten, vechtpartij, op de vuist, schietpartij, knettert',
    wet: 'water, druppelt, lekt, nat, doorweekt, overstroom*',
    electrics: 'stopcontact*, stekker*, stekkerdoos, verlengsnoer*, meterkast, groepenkast, zekering*, draden, draad, kabel*, verlichting, stroom, elektra',
  },
  no: {
    critical: 'lukter gass, gasslukt, gasslekk*, gass, gnister, gnist*, nakne ledninger, ledninger henger, blottede ledninger, strømstøt, fikk støt, støt, blør, bevisstløs, besvimte, puster ikke, beveger seg ikke, kramper, kniv*, våpen, pistol, slåss, slåsskamp, slår, banker, angrep*, overfall*, knivstukket, røyk*, ryker, lukter brent, brent, brenner, ild, brann, raser sammen, taket faller, kullos*, co-alarm, co alarm, får ikke puste, klarer ikke å puste, kan ikke puste, setter i halsen, drukner, kramper, krampeanfall, hjertestans, allergisk reaksjon, raser sammen, rast sammen, kollaps*, slåsskamp, slåss, banker opp, skyting, skudd',
    wet: 'vann, vannet, drypper, lekker, vått, våt, oversvøm*',
    electrics: 'stikkontakt*, støpsel*, skjøteledning*, sikringsskap*, el-skap, ledninger, ledning, kabl*, måler*',
  },
  pl: {
    critical: 'śmierdzi gazem, czuć gazem, zapach gazu, gaz, iskrzy, iskry, gołe kable, kable wiszą, kable zwisają, kable na wierzchu, odsłonięte przewody, poraziło, kopnął prąd, krwawi, nieprzytomn*, zemdlał*, stracił przytomność, straciła przytomność, nie oddycha, nie reaguje, nie rusza się, drgawki, atak padaczki, nóż, nożem, broń, pistolet, bójka, biją się, leją, pobili, napadł*, zaatakował*, dźgnął, dym*, śmierdzi spalenizną, spalenizn*, spalon*, pali się, ogień, pożar, zawala się, sufit spada, sufit się wali, czad*, czujnik czadu, tlenek węgla, nie może oddychać, nie oddycha, dusi się, zadławił*, topi się, tonie, drgawki, atak padaczki, zawał, reakcja alergiczna, zawalił*, zawala się, runie, się sypie, się pali, pobili, bójka, strzały, strzelanina, gazem wali, czuć gaz',
    wet: 'woda, wody, wodę, cieknie, kapie, leje się, mokr*, zalało, zalewa, przecieka',
    electrics: 'gniazdk*, wtyczk*, przedłużacz*, listwa, skrzynka z bezpiecznikami, bezpiecznik*, rozdzielni*, kable, kabel, przewody, licznik*, oprawa, elektryczn*',
  },
  pt: {
    critical: 'cheiro a gás, cheiro de gás, cheira a gás, cheirando gás, fuga de gás, vazamento de gás, gás, faíscas, faísca, faiscando, fios descarnados, fios expostos, fios soltos, fios pendurados, choque elétrico, levou choque, levou um choque, sangrar, sangrando, desmaiou, desmaiad*, inconsciente, não respira, não se mexe, convulsão, convuls*, faca, navalha, arma, pistola, briga, brigando, porrada, agredi*, atacad*, esfaque*, fumo, fumaça, cheiro a queimado, cheiro de queimado, queimado, pegando fogo, fogo, incêndio, desabar, desabou, teto caindo, rebentou, monóxido, detetor de co, detector de co, não consegue respirar, não respira, engasg*, afogar, afogando, convuls*, ataque cardíaco, paragem cardíaca, parada cardíaca, reação alérgica, está a cair, está caindo, vai cair, desab*, a ceder, bater numa, bater num, espanc*, tiros, tiroteio',
    wet: 'água, agua, pingando, vazando, molhad*, encharcad*, inund*, alag*',
    electrics: 'tomada*, ficha*, quadro elétrico, quadro de luz, quadro, disjuntor*, extensão, régua, fios, fio, cabo*, contador*, lâmpada*',
  },
  ro: {
    critical: 'miroase a gaz, miros de gaz, gaz, scântei, scantei, scânteiază, face scântei, fire dezgolite, fire atârnă, cabluri dezgolite, m-a curentat, l-a curentat, electrocutat*, curentat*, sângerează, leșinat, a leșinat, inconștient*, nu respiră, nu respira, nu se mișcă, convulsii, cuțit, cutit, armă, pistol, bătaie, se bat, lovește, agresat*, atacat*, înjunghiat*, fum, miroase a ars, miros de ars, arde, foc, incendiu, se prăbușește, s-a prăbușit, cade tavanul, monoxid, detector de co, nu poate respira, nu respiră, nu respira, se sufocă, se sufoca, se îneacă, se ineaca, convulsii, criză de epilepsie, stop cardiac, reacție alergică, reactie alergica, se prăbușește, se prabuseste, s-a prăbușit, s-a prabusit, se bat, bătaie, bataie, împușcături, impuscaturi, nu mai respira, nu mai respiră, sta sa cada, stă să cadă, gata sa cada, gata să cadă, sangereaz*, sângereaz*, a luat curent, luat curent, electrocut*, loveste o, bate o femeie, bate un copil, inconstient*, lesinat*, leșin*, lesin*, se surpa, se surpă, surpat*, cade tencuiala, prabusit*, injunghiat*, impuscat*, împușcat*, cutit*, cuțit*, s-a inecat, fum*, ia foc, a luat foc, in flacari, în flăcări',
    wet: 'apă, apa, picură, ud*, inundat*, infiltra*, curge*, picura*, picură*, inund*',
    electrics: 'priz*, ștecher*, stecher*, prelungitor*, tablou electric, tabloul, siguranț*, fire, cabluri, cablu*, contor*, bec*, server*, serverel*, echipamente electrice, tablou*',
  },
  ru: {
    critical: 'пахнет газом, запах газа, воняет газом, утечка газа, газ, искрит, искры, искрится, голые провода, провода торчат, провода висят, оголённые провода, оголенные провода, ударило током, бьёт током, бьет током, током, кровоточ*, без сознания, потерял сознание, потеряла сознание, не дышит, не двигается, судорог*, приступ, нож, ножом, оружие, пистолет, драка, дерутся, бьют, избивают, напал*, пырнул*, дым*, пахнет гарью, гарь*, горелым, пожар, рушится, рухнет, обвал*, потолок падает, трещит, угарн*, не может дышать, не дышит, задыхается, подавил*, тонет, судороги, приступ эпилепсии, инфаркт, остановка сердца, аллергическая реакция, обрушил*, обвалил*, рухнул*, рухнет, избивают, драка, стреляют, стрельба, задымление, палёной проводкой, паленой проводкой, пахнет горелым',
    wet: 'вода, воды, воду, капает, льётся, льется, мокр*, залил*, затопил*, прорвало',
    electrics: 'розетк*, вилк*, удлинител*, щиток*, электрощит*, провод*, кабель*, счётчик*, счетчик*, ламп*, светильник*',
  },
  sk: {
    critical: 'smrdí plyn, cítiť plyn, zápach plynu, uniká plyn, plyn, iskrí, iskry, holé drôty, drôty trčia, drôty visia, kopla ho elektrina, zásah prúdom, krváca, v bezvedomí, stratil vedomie, nedýcha, nehýbe sa, kŕče, nôž, nožom, zbraň, pištoľ, bitka, mlátia, napadol, napadli, dym*, smrad spáleniny, spálen*, požiar, padá strop, strop padá, rúti sa, praská, oxid uhoľnat*, detektor co, nemôže dýchať, nedýcha, dusí sa, topí sa, kŕče, epileptický záchvat, zástava srdca, alergická reakcia, zrútil*, zrúti, rúca sa, bitk*, bijú, streľba, výstrel*, niečo páli, sa páli, páli sa, horí, hori, regál padá, padá na ľudí, padajú na ľudí, padaju na ludi, pada na ludi, kopol prúd, kopol ho prúd, kopol* prúd*, dostal ranu, leží na zemi, lezi na zemi, zbran, pistol, pištoľ*, zbraň*, mláti*, mlati*, strieľa*, strelba, bezvedomí, nedycha',
    wet: 'voda, vody, vodu, kvapká, mokr*, zaplav*, zateká, tečie, tiecť, strieka, kvapká*',
    electrics: 'zásuvk*, zástrčk*, predlžovačk*, rozvádzač*, istič*, poistk*, drôty, drôt, kábel*, elektromer*, počítač*, luster*',
  },
  sl: {
    critical: 'smrdi po plinu, vonj po plinu, diši po plinu, plin uhaja, plin, iskri, iskre, gole žice, žice visijo, razgaljene žice, stresla elektrika, električni udar, krvavi, nezavesten, nezavestna, omedlel*, ne diha, se ne premika, krči, nož, nožem, orožje, pištola, pretep, se tepejo, tepejo, tepe, napadel, napadli, zabodel, dim*, kadi, smrdi po zažganem, zažgan*, požar, se ruši, strop pada, poka, zruši*, zrušil*, se podira, podira se, podrl*, pada na ljudi, padajo na ljudi, ne more dihat*, ne moreš dihat*, ne morem dihat*, strupen* hlap*, strupen* plin*, strupen* par*, streli, streljanje, strelja*, visijo žice, žice gole, streslo, stresel, stresla, udar elektrike, detektor co, co detektor, ogljikov monoksid*, leži na tleh, leži in se ne odziva, nezavest*, krvav*, gori, ogenj, zabod*, se duši, duši se, utaplja*, se utaplja, leži moški, leži ženska, leži človek, leži oseba, nekdo leži',
    wet: 'voda, vode, vodo, kaplja, mokr*, poplav*, zamaka, teče, curlja, pušča, škropi, lije, zaliva, zalilo, poplavlj*',
    electrics: 'vtičnic*, vtikač*, podaljšek, razdelilec, omarica, varovalk*, žice, žica, kabel*, števec, luč*, svetilk*, razdeliln*, omaric*, podaljš*, elektro omaric*, strežnik*, računalnik*',
  },
  sr: {
    critical: 'мирише на гас, мирис гаса, смрди на гас, цури гас, гас, варнич*, искри, искре, голе жице, жице висе, огољене жице, удар струје, ударила струја, крвари, онесвестио, онесвестила, без свести, не дише, не мрда, грч*, нож*, оружје, пиштољ, туча, туку, туче, бије, напао, напали, дим*, мирис паљевине, изгорел*, пожар, срушио, срушила, плафон пада, пуцкета, miriše na gas, gas, varniči, krvari, nož, tuča, dim, се руши, руши се, обрушава*, урушава*, уруши*, urušava*, uruši*, se ruši, ruši se, пада на људе, падају на људе, лете на људе, полица пада, регал пада, pada na ljude, padaju na ljude, detektor co, co detektor, детектор co, угљен-моноксид*, угљен моноксид*, ugljen-monoksid*, ugljen monoksid*, удари* струј*, струја* удари*, udari* struj*, struja* udari*, струјни удар, strujni udar, onesvest*, онесвест*, leži na podu, лежи на поду, bez svesti, притиснул*, pritisnul*, приклешт*, priklješt*, заробљен*, млати*, mlati*, туче жену, бије жену, пада малтер, малтер пада, pada malter, plin, miris plina, varnič*, gole žice, krvari*, крвари*, ne diše, pištolj, tuku, požar, gori, гори, пуцњав*, pucnjav*, пуцњи, pucnji, гуши се, guši se, дави се, davi se, не може да дише, ne može da diše, срушио се, срушила се, srušio se, srušila se, ударила га струја, ударила ју струја, удари га струја, udarila ga struja, udari ga struja, udarila ju struja',
    wet: 'вода, воде, воду, капље, мокр*, поплав*, прокишњава, voda, цури, curi, тече, teče, kaplje, mokr*, vode, vodu',
    electrics: 'утичниц*, утикач*, продужни кабл*, разводн*, осигурач*, жице, жица, кабл*, бројило, ламп*, utičnic*, razvodn*, osigurač*, žice, žica, kabl*, brojilo, сервер*, server*',
  },
  sv: {
    critical: 'luktar gas, gaslukt, gasläcka, gas, gnistor, gnistrar, gnista, nakna sladdar, sladdar hänger, kablar hänger, frilagda ledningar, fick en stöt, elstöt, stöt, blöder, medvetslös, svimmade, svimmat, andas inte, rör sig inte, kramper, kniv*, vapen, pistol, slagsmål, slåss, slår, misshandl*, knivhugg*, attacker*, rök, ryker, brandlukt, luktar bränt, bränt, brinner, eld, brand, rasar, taket faller, knakar, kolmonoxid*, co-larm, co-varnare, kan inte andas, får ingen luft, sätter i halsen, drunknar, kramper, epileptiskt anfall, hjärtstopp, allergisk reaktion, rasar, har rasat, störtar, slagsmål, misshandl*, slåss, skottlossning, skott avlos*',
    wet: 'vatten, vattnet, droppar, läcker, blött, blöt, översvämm*',
    electrics: 'eluttag*, uttag*, stickpropp*, kontakt*, grenuttag*, förlängningssladd*, elcentral*, proppskåp*, säkring*, sladdar, sladd, kabl*, elmätare, mätare, belysning',
  },
  sw: {
    critical: 'kuna moto, moto mkubwa, moto unawaka, harufu ya gesi, gesi inavuja, gesi, cheche, inatoa cheche, waya wazi, waya zinaning\'inia, waya zimechomoka, shoti, amepigwa shoti, umeme umempiga, anavuja damu, amezimia, hajitambui, hapumui, hasogei, haitikii, kifafa, kisu, panga, silaha, bunduki, bastola, ugomvi, wanapigana, anapigwa, vurugu, shambulio, ameshambuliwa, amechomwa kisu, moshi, harufu ya kuungua, kuungua, inaungua, imeporomoka, limeporomoka, kuporomoka',
    wet: 'maji, yanavuja, inavuja, yanadondoka, yanamwagika, imelowa, mafuriko',
    electrics: 'soketi, plagi, plug, waya, nyaya, mita ya umeme, swichi, kebo, soketi za',
  },
  ta: {
    critical: 'கேஸ் வாசனை, கேஸ் லீக், கேஸ், எரிவாயு, தீப்பொறி, ஸ்பார்க், வயர் தொங்குது, வெறும் வயர், ஷாக், கரண்ட் அடிச்சு, கரண்ட் அடிச்சது, மயங்கி, மயக்கம், மூச்சு இல்ல, மூச்சு விடல, அசையல, பேச்சு இல்ல, வலிப்பு, ஆயுதம், துப்பாக்கி, சண்டை, அடிச்சுக்கிறாங்க, அடிக்கிறாங்க, தாக்கு, குத்தி, புகை, எரியுது, எரியற வாசனை, தீ, நெருப்பு, இடிஞ்சு, சரிஞ்சு, விழுந்துட்டாரு, விழுந்துருச்சு',
    wet: 'தண்ணி, தண்ணீர், ஒழுகுது, சொட்டுது, லீக், நனைஞ்சு, கொட்டுது',
    electrics: 'சாக்கெட், பிளக், பாயிண்ட், ஸ்விட்ச், ஸ்விட்ச் போர்டு, வயர், லைட்',
  },
  tg: {
    critical: 'бӯи газ, газ мебарояд, газ, шарора*, учқун*, симҳои луч, симҳо овезон, барқ зад, ҷараён зад, хун, хун меравад, беҳуш, ҳушашро гум кард, нафас намекашад, ҳаракат намекунад, ҷавоб намедиҳад, кашиш, корд, кордро, яроқ, таппонча, занозанӣ, ҷанҷол, ҳамла, дуд, бӯи сӯхтан, сӯхтан, месӯзад, сӯхтор, оташ, фурӯ рехт, фурӯ меафтад',
    wet: 'об, обаш, мечакад, тар, обхезӣ, мерезад',
    electrics: 'розетка*, вилка*, сим, симҳо, симҳои, кабел*, щиток*, шит*, ҳисобкунак*, удлинител*, лампа*',
  },
  th: {
    critical: 'กลิ่นแก๊ส, แก๊สรั่ว, แก๊ส, ประกายไฟ, ไฟช็อต, ไฟแลบ, สายไฟห้อย, สายไฟเปลือย, สายไฟโผล่, ไฟดูด, โดนไฟดูด, เลือดออก, หมดสติ, เป็นลม, ไม่หายใจ, ไม่ขยับ, ไม่ตอบสนอง, มีด, อาวุธ, ปืน, ทะเลาะ, ตีกัน, ชกต่อย, ทำร้าย, แทง, ควัน, กลิ่นไหม้, ไหม้, ไฟไหม้, ถล่ม, พังลงมา, หล่นลงมา, ร่วงลงมา',
    wet: 'น้ำ, รั่ว, หยด, เปียก, ท่วม',
    electrics: 'ปลั๊ก, เต้ารับ, ปลั๊กพ่วง, ตู้ไฟ, เบรกเกอร์, สายไฟ, มิเตอร์, หลอดไฟ, โคมไฟ',
  },
  tr: {
    critical: 'gaz kokusu, gaz kokuyor, gaz kaçağı, gaz kaçıyor, gaz, kıvılcım*, kıvılcımlar, çıplak kablo*, kablolar sarkıyor, açık kablo*, elektrik çarptı, çarpıldı, kanıyor, kan akıyor, bayıldı, baygın, bilinci kapalı, nefes almıyor, kıpırdamıyor, kriz geçiriyor, nöbet, bıçak*, silah*, tabanca, kavga, dövüyor, dövüyorlar, saldırı*, saldırdı, bıçakladı, duman*, tütüyor, yanık kokusu, yanık, yangın, çöküyor, devrildi, tavan düşüyor, karbonmonoksit, karbon monoksit, co alarmı, nefes alamıyor, boğuluyor, boğazına kaçtı, nöbet geçiriyor, sara nöbeti, kalp krizi, kalbi durdu, alerjik reaksiyon, yıkılıyor, kavga, dövüyor, dövüyorlar, silah sesi, ateş açtı, ateş ediyor',
    wet: 'su, suyu, damlıyor, sızıyor, ıslak, ıslandı, su bastı',
    electrics: 'priz*, fiş*, uzatma*, sigorta*, sigorta kutusu, elektrik panosu, pano*, kablo*, sayaç*, lamba*, avize*',
  },
  uk: {
    critical: 'пахне газом, запах газу, смердить газом, витік газу, газ, іскрить, іскри, голі дроти, дроти стирчать, дроти висять, оголені дроти, вдарило струмом, б\'є струмом, струмом, кровоточ*, без свідомості, знепритомнів, знепритомніла, не дихає, не рухається, судом*, напад, ніж, ножем, зброя, пістолет, бійка, б\'ються, побили, напав, напали, дим*, пахне горілим, горілим, пожежа, обвал*, руйнується, стеля падає, шматки, чадн*, не може дихати, не дихає, задихається, подавил*, тоне, судоми, інфаркт, алергічна реакція, обвалил*, обвалюється, бійка, стріляють, стрілянина, газом тягне, газом пахне, заіскрил*, іскрить',
    wet: 'вода, води, воду, капає, ллється, мокр*, залил*, затопил*, прорвало',
    electrics: 'розетк*, вилк*, подовжувач*, щиток*, електрощит*, дроти, провод*, кабель*, лічильник*, ламп*, світильник*',
  },
  ur: {
    critical: 'گیس کی بو, گیس لیک, گیس, gas ki smell, gas leak, چنگاری, چنگاریاں, اسپارک, سپارک, spark, ننگی تاریں, تاریں لٹک, کرنٹ لگا, کرنٹ, خون بہہ, بے ہوش, بیہوش, behosh, سانس نہیں, ہل نہیں, دورہ, چاقو, چھری, ہتھیار, اسلحہ, پستول, بندوق, لڑائی, جھگڑا, مار پیٹ, مار رہے, حملہ, دھواں, dhuan, جلنے کی بو, جل رہا, آگ, aag, pistol, pistaul, bandook, bandooq, goli chal*, goli maar*, firing, فائرنگ, گولی چل*, گولیاں, chhuri, churi, chaku, chaaku, chakoo, gas ki boo, gas ki bu, gas ki badboo, gas leak*, gas nikal rahi, گیس نکل, chingari*, chingaari*, current lag*, current laga, karant lag*, کرنٹ لگ*, جھٹکا لگا, behosh*, be hosh, بے ہوش*, bol nahi rahe, bol nahi raha, bol nahi rahi, فرش پر پڑا, فرش پر پڑی, زمین پر پڑا, زمین پر پڑی, زمین پر گرا, zameen pe para, farsh par para, farsh pe para, dora par*, dora para, دورہ پڑ*, munh se jhaag, منہ سے جھاگ, saans nahi, saans nahi le, سانس نہیں لے, chhat gir*, chhat ka plaster gir*, plaster gir*, چھت گر*, پلستر گر*, gir jayega, gir jaye ga, gir jaega, گر جائے گا, گرنے والا, لاتیں مار*, laatein maar*, latein maar*, مکے مار*, ghoonse maar*, dhuwan, aag lag*, آگ لگ*, jal raha, jalne ki boo, جلنے کی بو*, dam ghut*, دم گھٹ*, doob raha, ڈوب رہا, ڈوب رہی',
    wet: 'پانی, ٹپک, رس, لیک, گیلا, گیلی, paani, pani, پانی*, ٹپک*, رس رہا, رس کے, ris ke, ris raha, گر رہا ہے, tapak*, geela, geeli, بہہ رہا',
    electrics: 'ساکٹ, پلگ, سوئچ بورڈ, ایکسٹینشن, تاریں, بجلی, بلب, socket, plug, فیوز*, فیوز بکس, fuse box, fuse, switch board, switchboard, سوئچ*, میٹر*, meter, ڈی بی, db box, تار, taar, taarein, wire*, بجلی کے',
  },
  vi: {
    critical: 'ngất xỉu, bốc cháy, đang cháy, cháy lớn, mùi gas, mùi ga, rò rỉ gas, rò gas, xì gas, gas, tia lửa, đánh lửa, chập điện, dây điện hở, dây trần, dây điện lòi ra, dây điện lủng lẳng, bị điện giật, điện giật, chảy máu, bất tỉnh, ngất, không thở, không cử động, không phản ứng, co giật, dao, mã tấu, vũ khí, súng, đánh nhau, đấm, hành hung, tấn công, đâm, khói, mùi khét, khét, sập, đổ sập, rơi xuống, khí co, carbon monoxide, không thở được, khó thở, nghẹt thở, mắc nghẹn, đuối nước, chết đuối, co giật, đau tim, ngừng tim, sốc phản vệ, dị ứng nặng, đổ sập, đánh nhau, đánh người, nổ súng, tiếng súng',
    wet: 'nước, rỉ nước, nhỏ giọt, dột, ướt, ngập',
    electrics: 'ổ cắm, phích cắm, ổ điện, cầu dao, tủ điện, aptomat, dây điện, công tơ, bóng đèn',
  },
  zh: {
    critical: '煤气味, 燃气味, 煤气泄漏, 燃气泄漏, 漏气, 煤气, 燃气, 天然气, 火花, 冒火花, 电线裸露, 裸露的电线, 电线垂下, 电线掉下, 触电, 被电, 流血, 好多血, 出血, 昏迷, 晕倒, 晕过去, 叫不醒, 不省人事, 没有呼吸, 没呼吸, 不动了, 抽搐, 持刀, 凶器, 武器, 枪, 打架, 打人, 殴打, 打起来, 袭击, 捅, 冒烟, 焦味, 烧焦, 着火, 起火, 火灾, 塌, 倒塌, 一氧化碳, 喘不过气, 不能呼吸, 呼吸困难, 噎住, 溺水, 抽搐, 心脏骤停, 过敏反应, 倒塌, 要塌, 塌了, 打架, 在打人, 殴打, 枪声, 开枪, 砸到人, 砸伤, 砸中, 砸在, 砸到, 吊顶掉, 天花板掉, 露着铜丝, 铜丝, 电线断, 露铜, 电线露, 倒在地上, 喊他没反应, 叫他没反应, 叫不应, 喘不上气, 喘不过来, 上不来气, 被压, 压在下面, 追着打, 铁棍, 棍子打, 拿刀, 放火, 纵火, 烧起来, 吹倒, 砍人, 捅人, 有毒气体, 刺鼻',
    wet: '水, 漏水, 滴水, 渗水, 湿了, 淹, 进水',
    electrics: '插座, 插头, 插排, 插线板, 电箱, 配电箱, 电闸, 电线, 电表',
  },
};
