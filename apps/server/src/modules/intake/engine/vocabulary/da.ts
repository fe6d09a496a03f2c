import type { Vocabulary } from './vocabulary';

/** Danish. */
export const da: Vocabulary = {
  places:
    'gang*, rum, rummet, lokale*, kontor*, køkken*, hal*, foyer, reception*, indgang*, udgang*, toilet*, wc, badeværelse*, omklædningsrum*, frokoststue*, kantine*, café*, restaurant*, lager*, læsserampe*, parkeringsplads*, p-plads*, parkeringshus*, garage*, trappe*, opgang*, elevator*, rulletrappe*, perron*, kasse*, disk*, hylde*, fryser*, køleskab*, kælder*, stueetage*, etage*, sal, bygning*, fløj*, have*, gård*, gårdsplads*, klasseværelse*, afdeling*, mødelokale*, område*, zone*, terrasse*, altan*, tag, prøverum*, apotek*, butik*, skur*, p-hus*, p-kælder*, metro*, stue*, værelse*, auditori*, bibliotek*, depot*, bassin*, lounge*, sommerhus*, hus, huset, bruser*, salen, salene, sale, bane, banen, baner, banerne, sti, stien, stier, stierne, fortov*, borgerservice, løbebånd*, foyer*, balkon*, skole*, gymnasi*, universitet*, hospital*, sygehus*, klinik*, lægehus*, station*, banegård*, lufthavn*, terminal*, gate, busstoppested*, stoppested*, busstop*, center, centret, centeret, indkøbscenter*, storcenter*, supermarked*, kiosk*, bageri*, hotel*, hostel*, vandrerhjem*, plejehjem*, børnehave*, vuggestue*, klub*, baren, værtshus*, bodega*, diskotek*, biograf*, teater*, teatret, museum, museet, kirke*, kapel*, svømmehal*, idrætshal*, sportshal*, fitness*, træningscenter*, stadion*, legeplads*, festivalplads*, pladsen, torv*, park, parken, parker, parkerne, strand*, søen, skov, skoven, gaden, værksted*, cafeteri*, sauna*, pool*, lobby*, spisesal*, læsesal*, venterum*, venteområde*, personalerum*, kolonihave*, rådhus*',
  surfaces: 'gulv*, loft*, væg*, vægge*, dør*, døre*, vindue*',
  near: 'ved siden af, nær, tæt på, bag, foran, overfor, udenfor, indenfor, ved, under, rundt om, omkring, over hele, inde i, ude ved, ude foran, oppe på, nede i, mellem, langs, ned til',
  at: 'i, på',
  greetings: 'hej, hejsa, goddag, godmorgen, god eftermiddag, godaften',
  corrections: 'faktisk, nej, undskyld, jeg mente, rettelse, ikke i, men i, i stedet for',
  another: 'også, desuden, et andet problem, en ting mere, noget andet',
  captions:
    'foto, fotos, fotoet, billede, billeder, billedet, skærmbillede, et billede mere, et foto mere, et billede til, et foto til, et mere, et til, en mere, en til, her er, vedhæftet, sender',
  critical:
    'ild, brand*, brænder, flammer*, røg*, gaslugt, lugter af gas, gaslæk*, eksplosion*, eksploder*, bevidstløs*, besvimet, trækker ikke vejret, faldet om, hjertestop, hjerteanfald, elektrisk stød, fået stød, våben, kniv*, pistol*, bombe*, kulilte',
  high: 'blod*, bløder, kvæstet, kvæstelse*, skadet*, tilskadekomne, såret*, blottede ledninger, bare ledninger, løse ledninger, gnist*, oversvømmelse*, oversvømmet, truer, trussel*, truet*, overfald*, angreb*, slagsmål, vold*, voldelig*, aggressiv*, knust glas, glasskår, faldet, fanget, sidder fast, fare*, farlig*, nødsituation*',
  medium:
    'glat*, gled, våd*, vådt, spildt*, pyt*, pytter, utæt*, lækage*, drypper, snuble*, løs*, is, isglat*, tilstoppet*, stoppet, intet vand, ikke noget vand, intet varmt vand, ingen strøm, strømafbrydelse*, virker ikke, i stykker, ødelagt*, defekt*, rotte*, mus, kakerlak*, opkast*, overfyldt*, mistænkelig*, tyveri*, stjålet*, hærværk*',
  benign:
    'brandslukker*, brandslukningsapparat*, ildslukker*, brandtæppe*, brandalarm* test*, brandøvelse*, branddør*, brandtrappe*, brandvej*, brandsikring*, brandsikker*, brandhane*, brandskab*, brandslange*, branddetektor*, brandmelder*, brandvarm*, brandert*, røgalarm*, røgmelder*, røgdetektor*, røgfri*, røgfrit, røget laks, røget ørred, røget fisk, røgudluftning*, nødudgang*, nødudgangsskilt*, nødbelysning*, nødlys*, flugtvej*, gasflaske* tom, gasflasken er tom, tom gasflaske*, tomme gasflasker, skifte gasflaske*, gasflaske* skal skiftes, ny gasflaske*, ingen gas, gasregning*, gasmåler* aflæs*, aflæsning af gas*, gasaflæsning*, gaspris*, gaskomfur* tænder ikke, gaskomfur* virker ikke, gasblus* tænder ikke, gasgrill* tænder ikke, brændt over, pæren er brændt, sikringen er brændt, brændt kaffe, kaffen er brændt, maden er brændt, maden var brændt, brændt mad, brændt toast, vandautomat*, vandkøler*, vanddispenser*, drikkefontæne*, drikkevandsautomat*, legetøjspistol*, legetøjsvåben*, legetøjsgevær*, legetøjskniv*, vandpistol*, plastikpistol*, plastpistol*, plastikvåben*, toy gun*, water gun*, nerf gun*, overskredet eftersynsdato*, eftersynsdato*, eftersyn* er udløbet, udløbet eftersyn*, mangler eftersyn, exitskilt*, exit skilt*, exit-skilt*, udgangsskilt*, skiltet lyser ikke, lyser ikke mere, kniv* i vask*, kniv* i køkkenvask*, kniv* i opvask*, kniv* ligger i vask*, beskidt* kniv*, beskidte knive, forlængerledning* hen over gulvet, forlængerledning* over gulvet, forlængerledning* på tværs, tom gasbeholder*, gasbeholder* er tom, tom propanflaske*, propanflaske* er tom, gasflasken er løbet tør, gassen er løbet tør, hyggeligt med ild, hyggelig ild, ild i pejsen, ild i kaminen, ild i brændeovnen, pejsen er slukket, tænde op i pejsen, paintballgevær*, paintball gevær*, paintballbane*, lejegevær*, lasergame*, laser game, laser tag, lasertag, lasergevær*, laserpistol*, softgun*, airsoft*, knive i montren, knivene i montren, knive i vinduet, knive til salg, knive uden pris*, kniv* uden pris*, kniv* uden prismærke*, evakueringsplan*, flugtvejsplan*, test af brandalarm*, brandalarmen testes, prøvealarm*, gasflask* er udsolgt, gasflask* udsolgt, udsolgt* gasflask*, gasflaskerne til grill*, terrassevarmer* er slukket, terrassevarmer* tænder ikke, terrassevarmer* virker ikke, gasvarmer* er slukket, gasvarmer* tænder ikke',
  categories: {
    CLEANING:
      'spildt*, beskidt*, snavs*, plet*, klistret*, opkast*, pyt*, moppe*, våd*, glasskår, lugt*, stinker, rengør*, ren*, støv*, mudder',
    SECURITY:
      'mistænkelig*, tyveri*, tyv*, stjålet*, indbrud*, hærværk*, graffiti, ubuden*, slagsmål, overfald*, truer, trussel*, våben, kniv*, lås*, låse*, alarm*, overvågningskamera*, vagt*, sikkerhed*',
    WASTE_MANAGEMENT: 'skraldespand*, affaldsspand*, container*, skrald*, affald*, genbrug*, overfyldt*, dumpet',
    MECHANICAL_ELECTRICAL:
      'lys, lyset, belysning*, pære*, lampe*, strøm*, elektri*, stikkontakt*, ledning*, kabel*, varme*, radiator*, aircondition*, ventilation*, elevator*, rulletrappe*, automatisk dør, køleskab*, fryser*, kedel*, fyr, generator*',
    PLUMBING:
      'lækage*, utæt*, rør*, afløb*, kloak*, tilstoppet*, skyl*, vandhane*, intet vand, varmt vand, toilet*, wc, pissoir*, oversvømmelse*, drypper',
    PEST_CONTROL:
      'rotte*, mus, gnaver*, kakerlak*, insekt*, myre*, hveps*, bier, due*, duer, fugle*, væggelus, loppe*, fluer, skadedyr*, ekskrementer',
    GROUNDS_MAINTENANCE:
      'parkeringsplads*, hul i vejen, huller, sti*, fortov*, græs*, plæne*, hæk*, træ, træer, hegn*, sne*, is, isglat*, have*, beplantning*',
    IT: 'wifi, internet*, netværk*, betalingsterminal*, kortlæser*, dankortautomat*, skærm*, computer*, bærbar*, printer*, hjemmeside*, adgangskode*, scanner*, selvbetjening*',
    FEEDBACK:
      'ros, rost, klage*, forslag*, feedback, uhøflig*, uvenlig*, personale*, medarbejder*, ansat*, kundeservice*, kø, køen, ventetid*, pris*, tak',
  },
};
