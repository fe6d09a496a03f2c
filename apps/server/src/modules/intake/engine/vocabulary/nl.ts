import type { Vocabulary } from './vocabulary';

/** Dutch. */
export const nl: Vocabulary = {
  places:
    'gangpad*, gang, kamer*, ruimte*, kantoor*, keuken*, hal, gang, receptie, balie*, ingang*, uitgang*, toilet*, wc, badkamer*, kleedkamer*, pauzeruimte*, personeelsruimte*, kantine*, café, restaurant*, magazijn*, laadperron*, laadruimte*, parkeerplaats*, parkeergarage*, garage*, trap, trappen, trappenhuis, lift, liften, roltrap*, perron*, kassa*, toonbank*, schap*, schappen, vriezer*, koelkast*, kelder*, begane grond, eerste verdieping, tweede verdieping, derde verdieping, verdieping*, niveau*, gebouw*, vleugel*, tuin*, binnenplaats*, speelplaats*, klaslokaal*, lokaal*, afdeling*, vergaderruimte*, serverruimte*, zone*, terras*, balkon*, dak, paskamer*, bakkerij*, apotheek*',
  surfaces: 'vloer, plafond*, muur, muren, wand*, deur, deuren, raam, ramen',
  near: 'naast, vlakbij, bij de, bij het, achter, tegenover, voor de, buiten, binnen',
  at: 'in, in de, in het, op, op de, op het',
  greetings: 'hallo, hoi, hey, goedemorgen, goedemiddag, goedenavond, dag',
  corrections: 'eigenlijk, nee, sorry, ik bedoelde, ik bedoel, correctie, niet in, maar in, in plaats van',
  another: 'ook, bovendien, nog iets, een ander probleem, nog een probleem, daarnaast',
  captions:
    "foto, foto's, fotos, afbeelding, afbeeldingen, plaatje, plaatjes, screenshot, nog een foto, nog een afbeelding, nog een plaatje, nog een, nog eentje, hier is, hier zijn, hierbij, bijgevoegd, in de bijlage",
  critical:
    'vuur, brand*, vlam*, rook, rookt, gaslucht, ruikt naar gas, gaslek*, explosie, ontplof*, bewusteloos, ademt niet, ingestort, in elkaar gezakt, hartaanval, elektrische schok, geëlektrocuteerd, stroomschok, wapen*, mes, messen, pistool, bom, koolmonoxide',
  high: 'bloed*, gewond*, verwond*, letsel, blootliggende draden, losse draden, kale draden, vonk*, overstrom*, ondergelopen, bedreig*, dreig*, aanval*, aangevallen, mishandel*, vecht*, geweld*, agressie*, agressief, gebroken glas, glasscherven, gevallen, vast in, opgesloten, gevaar*, noodgeval',
  medium:
    'glad*, uitgegleden, nat*, gemorst*, plas, plassen, lek*, lekt, druppel*, struikel*, los*, ijs, verstopt*, geen water, geen warm water, geen stroom, stroomstoring, werkt niet, kapot*, defect*, rat, ratten, muis, muizen, kakkerlak*, braaksel, overvol*, verdacht*, diefstal, gestolen, vandalisme',
  benign:
    'brandblusser*, brandblussers, blusser*, brandblusapparaat*, blusdeken*, brandslang*, brandhaspel*, brandkraan*, brandmelder*, brandmeldinstallatie*, brandmeldcentrale*, brandalarm test*, proefalarm*, brandoefening*, ontruimingsoefening*, branddeur*, brandtrap*, brandgang*, brandwerend*, brandveilig*, brandveiligheid*, brandscherm*, brandverzekering*, brandstof*, brandnetel*, brandkast*, brandschoon, brandnieuw*, branding, rookmelder*, rookalarm*, rookdetector*, rookverbod*, rookvrij*, rookruimte*, rookhok*, rookpauze*, het rook naar, rook het naar, het rook vies, het rook raar, nooduitgang*, nooduitgangsbord*, noodverlichting*, noodlamp*, noodlicht*, vluchtweg*, vluchtwegaanduiding*, gasfles* leeg, gasfles* is leeg, lege gasfles*, gasfles* vervangen, gasfles* wisselen, nieuwe gasfles*, gasfles* op, gas is op, geen gas, gasrekening*, gasmeterstand*, meterstand*, gasmeter* opnemen, gasmeter* aflezen, gasprijs*, gasfornuis* doet het niet, gasfornuis* gaat niet aan, gasfornuis* wil niet aan, gasfornuis* ontsteekt niet, gasstel* doet het niet, gasstel* gaat niet aan, gas geven, gaspedaal*, vlam gaat niet aan, brandt niet, branden niet, brandt niet meer, licht brandt, lampen branden, lamp brandt, waterkoeler*, waterautomaat*, watertappunt*, watertap*, waterdispenser*, drinkfontein*, waterfontein*, watercooler*, speelgoedpistool*, speelgoedpistolen, speelgoedwapen*, speelgoedgeweer*, speelgoedmes*, speelgoed pistool*, speelgoed wapen*, waterpistool*, plastic pistool*, plastic wapen*, neppistool*, nep pistool*, nepwapen*, klappertjespistool*, toy gun*, water gun*, nerf gun*, zakt niet weg, zakt slecht weg, zakt langzaam weg, zakt niet door, bij toeval, per toeval, puur toeval, geen toeval, mes in de gootsteen, mes ligt in de gootsteen, messen in de gootsteen, in de gootsteen een mes, in de gootsteen ligt een mes, mes in de spoelbak, messen in de spoelbak, mes in de wasbak, mes in de afwas, mes bij de afwas, vies mes, vieze mes, vieze messen, mes laten liggen, mes blijven liggen, gasfles is leeg, lege gasflessen, gasflessen leeg, gasflessen zijn leeg, gasbus leeg, lege gasbus*, keuringsdatum*, keuring verlopen, verlopen keuring, keuringssticker*, exitbord*, exit-bord*, uitgangsbord*, bordje nooduitgang, verlengsnoer over de vloer, verlengsnoer dwars over, verlengsnoeren over de vloer, verlengkabel over de vloer, verlengkabel dwars over, snoer dwars over de gang, snoer over de gang, batterij van de rookmelder, batterij vervangen, batterij leeg, batterij is leeg, piept voor de batterij, brandt overdag, branden overdag, brandt de hele dag, branden de hele dag, brandt de hele nacht, branden de hele nacht, lasergame*, lasergun*, laserpistool*, paintball*, airsoft*, decorpistool*, rekwisiet*, nepgeweer*, messen te koop, mes te koop, messen in de vitrine, mes zonder prijs*, messen zonder prijs*, messenset*, messenblok*, ontruimingsplan*, vluchtplan*, vluchtroute*, vluchtwegplattegrond*, in geval van brand, brandinstructie*, ontruimingsinstructie*, test van het brandalarm, testalarm*, brandalarm* getest, gaskachel* doet het niet, gaskachel* gaat niet aan, gaskachel* staat uit, gaskachel* wil niet aan, terrasverwarmer* doet het niet, terrasverwarmer* gaat niet aan, terrasverwarmer* staat uit, geiser* doet het niet, geiser* gaat niet aan, gasfles* te koop, lege gasfles* te koop, lamp brandt, lampen branden, licht brandt, lichten branden, buitenlamp brandt, buitenlampen branden, straatlamp brandt, straatlampen branden',
  categories: {
    CLEANING:
      'gemorst*, vies*, vuil*, vlek*, plakkerig*, braaksel, plas, dweil*, nat*, glasscherven, stank, stinkt, schoonma*, schoon*, stof, modder',
    SECURITY:
      'verdacht*, diefstal, dief, dieven, gestolen, inbraak*, ingebroken, vandalisme, graffiti, indringer*, vecht*, mishandel*, bedreig*, wapen*, mes, slot, sloten, alarm*, beveiligingscamera*, beveiliging*',
    WASTE_MANAGEMENT:
      'prullenbak*, vuilnisbak*, afvalbak*, container*, vuilnis, afval, recycl*, overvol*, zwerfafval, gedumpt',
    MECHANICAL_ELECTRICAL:
      'licht, lichten, verlichting, lamp*, gloeilamp*, stroom, elektri*, stopcontact*, kabel*, draad, draden, verwarming*, radiator*, airco, airconditioning, ventilatie*, lift, liften, roltrap*, automatische deur*, koelkast*, vriezer*, ketel*, cv-ketel*, generator*',
    PLUMBING:
      'lek*, lekt, leiding*, pijp*, afvoer*, verstopt*, doortrek*, kraan*, kranen, geen water, warm water, toilet*, wc, urinoir*, overstrom*, druppel*, riool*',
    PEST_CONTROL:
      'rat, ratten, muis, muizen, knaagdier*, kakkerlak*, insect*, mier*, wesp*, bijen, duif, duiven, vogels, bedwants*, vlo, vlooien, vliegen, ongedierte, plaag, uitwerpselen',
    GROUNDS_MAINTENANCE:
      'parkeerplaats*, gat in de weg, kuil*, pad, paden, stoep*, trottoir*, gras, gazon*, heg*, boom, bomen, hek*, sneeuw, ijs, tuin*, groen, bestrating',
    IT: 'wifi, internet, netwerk*, pinautomaat, pinapparaat*, betaalterminal*, kaartlezer*, scherm*, computer*, laptop*, printer*, website, wachtwoord, scanner*, zelfscankassa*',
    FEEDBACK:
      'compliment*, klacht*, klag*, suggestie*, feedback, onbeleefd*, onvriendelijk*, personeel, medewerker*, klantenservice, wachtrij*, wachten, prijs*, bedankt',
  },
};
