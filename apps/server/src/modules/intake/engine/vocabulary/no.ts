import type { Vocabulary } from './vocabulary';

/** Norwegian. */
export const no: Vocabulary = {
  places:
    'gang*, rom, rommet, lokale*, kontor*, kjøkken*, hall*, foajé*, resepsjon*, inngang*, utgang*, toalett*, wc, bad, baderom*, garderobe*, pauserom*, kantine*, kafé*, restaurant*, lager*, vareleveranse*, parkeringsplass*, parkeringshus*, garasje*, trapp*, trappeoppgang*, heis*, rulletrapp*, perrong*, plattform*, kasse*, disk*, hylle*, fryser*, kjøleskap*, kjeller*, første etasje, andre etasje, etasje*, bygning*, fløy*, hage*, gård*, gårdsplass*, klasserom*, avdeling*, møterom*, område*, sone*, terrasse*, balkong*, tak, prøverom*, apotek*, butikk*, uteservering*, damedo*, herredo*, handicapdo*, handikapdo*, doen, do-en, doene, dass, dassen, stellebord*, stellerom*, jernbane*, gangsti*, varemottak*, lesesal*, bibliotek*, kassa*, kassakø*, camping*, bakdør*, parkering*, tredemølle*, skole*, skolegård*, gymsal*, idrettshall*, svømmehall*, dusj*, stasjon*, busstopp*, holdeplass*, bussholdeplass*, t-bane*, togstasjon*, jernbanestasjon*, venterom*, sykehus*, legevakt*, akutten, akuttmottak*, legekontor*, museum*, museet, kino*, teater*, teatret, scene*, kirke*, moské*, kirkegård*, park, parken, parkene, lekeplass*, ballbinge*, fotballbane*, bane, banen, banene, tribune*, idrettsplass*, kafeteria*, kantina, bar, baren, pub, puben, kjøpesenter*, senter, senteret, matbutikk*, dagligvare*, marked*, torg*, gata, gate, gater, fortau*, gangvei*, sykkelsti*, fotgjengerfelt*, gangfelt*, krysset, rundkjøring*, tunnel*, undergang*, bro, broa, brua, broen, bensinstasjon*, vaskehall*, bilvask*, strand*, hotell*, lobby*, korridor*, oppgang*, loft*, loftet, bod, boden, bodene, sykkelbod*, sykkelparkering*, sykkelstativ*, søppelrom*, avfallsrom*, vaskeri*, vaskerom*, fyrrom*, serverrom*, kontorlandskap*, spiserom*, pissoar*, treningssenter*, treningsstudio*, salen, salene, aula*, auditorium*, lærerrom*, grupperom*, barnehage*, uteområde*, uteplass*, veranda*, plen*, inngangsparti*, lagerrom*, lasterampe*, p-hus*, p-plass*, nødutgang*, brannutgang*, rømningsvei*, container*, campingplass*, hytte*, toaletter*, bad*, badet, svømmebasseng*, basseng*, sauna*, badstue*, vestibyle*, ekspedisjon*, skranke*, perrongen, flyplass*, terminal*, gate*',
  surfaces: 'gulv*, tak*, vegg*, dør*, vindu*',
  near: 'ved siden av, nær, nærheten av, bak, foran, overfor, utenfor, innenfor, ved, langs, bortenfor, innerst i, ytterst på, nederst i, øverst i, like ved, borte ved, oppe på, inne på, ute på, inne i',
  at: 'i, på',
  greetings: 'hei, hallo, god morgen, god dag, god ettermiddag, god kveld',
  corrections: 'faktisk, nei, unnskyld, beklager, jeg mente, rettelse, ikke i, men i, i stedet for',
  another: 'også, dessuten, et annet problem, en ting til, noe annet',
  captions:
    'bilde, bilder, bildet, foto, fotoet, fotoer, skjermbilde, et bilde til, ett bilde til, et foto til, et til, ett til, en til, her er, vedlagt, sender',
  critical:
    'ild, brann*, brenner, flamme*, røyk*, gasslukt, lukter gass, gasslekk*, eksplosjon*, eksploder*, bevisstløs*, besvimt, puster ikke, falt om, kollapset, hjerteinfarkt, hjertestans, elektrisk støt, fått støt, våpen, kniv*, pistol*, bombe*, kullos*, karbonmonoksid',
  high: 'blod*, blør, skadet*, skade, skader, såret*, nakne ledninger, blottlagte ledninger, løse ledninger, gnist*, oversvømmelse*, oversvømt, truer, trussel*, truet*, angrep*, angrepet, slåsskamp*, slagsmål, vold*, voldelig*, aggressiv*, knust glass, glasskår, falt, fanget, sitter fast, fare*, farlig*, nødsituasjon*',
  medium:
    'glatt*, skled, våt*, vått, sølt*, søl, dam, pytt*, lekk*, drypper, snuble*, løs*, is, isete, tett*, tilstoppet*, ikke vann, ingen vann, ikke varmt vann, ikke strøm, strømbrudd*, virker ikke, fungerer ikke, ødelagt*, i stykker, defekt*, rotte*, mus, kakerlakk*, oppkast*, overfylt*, mistenkelig*, tyveri*, stjålet*, hærverk*',
  benign:
    'røykvarsler*, røykvarslar*, røykdetektor*, røykalarm*, roykvarsler*, roykdetektor*, brannvarsler*, brannalarm* test*, brannøvelse*, brannslukker*, brannslukningsapparat*, brannslokker*, brannslokkingsapparat*, slukkeapparat*, brannteppe*, branndør*, brannslange*, brannskap*, branntrapp*, brannsikker*, brannsikring*, brannvern*, røykfri*, roykfri*, røykerom*, røykeheng*, røykeskur*, røykeplass*, røykepause*, røykeforbud*, røyking forbudt, røyking er forbudt, røykelaks*, røykt laks, nødutgang*, nødutgangsskilt*, nødlys*, nødbelysning*, rømningsvei*, gassflaske* tom, gassflasken er tom, tom gassflaske*, tom for gass, bytte gassflaske*, ny gassflaske*, gassflaske* må byttes, gassregning*, gassmåler* avles*, gassavlesning*, gasspris*, gasskomfyr* tenner ikke, gassgrill* tenner ikke, gassbluss* tenner ikke, gasskomfyr* virker ikke, gasskomfyr* funker ikke, brent ut, lyset brenner, lysene brenner, vannautomat*, vannkjøler*, vanndispenser*, drikkefontene*, vannfontene*, lekepistol*, lekevåpen*, lekegevær*, lekekniv*, vannpistol*, plastpistol*, plastikkpistol*, toy gun*, water gun*, nerf gun*, banker på døra, banker på døren, banker i rørene, banker i røret, slår seg av, slår seg på, gassflaska er tom, tom gassflaska, tomme gassflasker, gassflaskene er tomme, gassbeholder* tom, tom gassbeholder*, kniv i vasken, kniv ligger i vasken, kniver i vasken, kniv i oppvaskkummen, kniv i kummen, kniven i vasken, knivene i vasken, skitten kniv, skitne kniver, bytte batteri*, batteriet er tomt, lavt batteri, piper for batteri, kontrolldato*, utgått dato, gått ut på dato, exit-skilt*, exitskilt*, utgangsskilt*, skiltet til nødutgang, skjøteledning over gulvet, skjøteledning* på tvers, skjøteledning* ligger over, vannkjøleren er tom, lasertag*, laser tag, lasergame*, paintball*, airsoft*, rekvisitt*, kniver til salgs, kniver på salg, kniv til salgs, kniv uten pris*, kniver uten pris*, knivsett*, kniver i montre*, kniver i monteren, rømningsplan*, evakueringsplan*, rømningskart*, branninstruks*, ved brann, i tilfelle brann, test av brannalarm*, brannalarmen testes, testing av brannalarm*, gassvarmer* virker ikke, gassvarmer* tenner ikke, gassvarmer* er av, gassvarmer* er slått av, terrassevarmer* virker ikke, terrassevarmer* tenner ikke, terrassevarmer* er av, terrassevarmer* er slått av, gasspeis* virker ikke, gasspeis* tenner ikke, tom gassflaske til salgs, tomme gassflasker til salgs',
  categories: {
    CLEANING:
      'sølt*, søl, skitten*, skitt*, flekk*, klissete, oppkast*, pytt*, mopp*, våt*, glasskår, lukt*, stinker, renhold*, rengjør*, ren*, støv*, gjørme',
    SECURITY:
      'mistenkelig*, tyveri*, tyv*, stjålet*, innbrudd*, hærverk*, graffiti, inntrenger*, slåsskamp*, angrep*, truer, trussel*, våpen, kniv*, lås*, alarm*, overvåkningskamera*, vakt*, sikkerhet*',
    WASTE_MANAGEMENT: 'søppelkasse*, søppelbøtte*, container*, søppel*, avfall*, resirkul*, kildesortering*, overfylt*',
    MECHANICAL_ELECTRICAL:
      'lys, lyset, belysning*, lyspære*, pære*, lampe*, strøm*, elektri*, stikkontakt*, ledning*, kabel*, oppvarming*, varme*, ovn*, radiator*, aircondition*, ventilasjon*, heis*, rulletrapp*, automatisk dør, kjøleskap*, fryser*, varmtvannsbereder*, kjele*, generator*',
    PLUMBING:
      'lekk*, rør*, avløp*, sluk*, kloakk*, tett*, tilstoppet*, skyll*, kran*, ikke vann, varmt vann, toalett*, wc, urinal*, oversvømmelse*, drypper',
    PEST_CONTROL:
      'rotte*, mus, gnager*, kakerlakk*, insekt*, maur*, veps*, bier, due*, duer, fugler*, veggdyr*, loppe*, fluer, skadedyr*, ekskrementer',
    GROUNDS_MAINTENANCE:
      'parkeringsplass*, hull i veien, hull, hullete, sti*, fortau*, gress*, plen*, hekk*, tre, trær, gjerde*, snø*, is, isete, hage*, grøntområde*',
    IT: 'wifi, internett*, nettverk*, betalingsterminal*, kortleser*, bankterminal*, skjerm*, datamaskin*, pc, bærbar*, skriver*, nettside*, passord*, skanner*, selvbetjening*',
    FEEDBACK:
      'ros, skryt, klage*, forslag*, tilbakemelding*, uhøflig*, uvennlig*, personale*, ansatt*, kundeservice*, kø, køen, ventetid*, pris*, takk',
  },
};
