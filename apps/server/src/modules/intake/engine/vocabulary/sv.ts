import type { Vocabulary } from './vocabulary';

/** Swedish. */
export const sv: Vocabulary = {
  places:
    'gång*, rum, rummet, lokal*, kontor*, kök*, hall*, foajé*, reception*, ingång*, entré*, utgång*, toalett*, wc, badrum*, omklädningsrum*, personalrum*, fikarum*, matsal*, kafé*, café*, restaurang*, lager*, lastkaj*, parkering*, parkeringsplats*, parkeringshus*, garage*, trapp*, trapphus*, hiss*, rulltrapp*, perrong*, kassa*, disk*, hylla*, hyllor*, frys*, kyl*, kylskåp*, källare*, bottenvåning*, entréplan*, våning*, plan*, byggnad*, flygel*, trädgård*, gård*, innergård*, klassrum*, avdelning*, mötesrum*, konferensrum*, område*, zon*, terrass*, balkong*, tak, provrum*, apotek*, butik*',
  surfaces: 'golv*, tak, taket, vägg*, dörr*, fönster*',
  near: 'bredvid, nära, intill, bakom, framför, mittemot, utanför, innanför, vid',
  at: 'i, på',
  greetings: 'hej, hejsan, hallå, god morgon, god dag, god eftermiddag, god kväll',
  corrections: 'faktiskt, egentligen, nej, förlåt, ursäkta, jag menade, rättelse, inte i, utan i, i stället för',
  another: 'också, dessutom, ett annat problem, en sak till, något annat',
  captions:
    'bild, bilder, bilden, foto, fotot, fotona, skärmbild, skärmdump, en bild till, ett foto till, en till, ett till, här är, bifogad, bifogat, skickar',
  critical:
    'eld, brand*, brinner, lågor, lågorna, i lågor, lågan, rök, röken, rökutveckling*, röklukt*, rökfyll*, gaslukt, luktar gas, gasläck*, explosion*, exploder*, medvetslös*, svimmat, andas inte, kollapsat, föll ihop, hjärtattack*, hjärtstopp, elektrisk stöt, fått en stöt, vapen, kniv*, pistol*, bomb*, kolmonoxid',
  high: 'blod*, blöder, skadad*, skadade, skada, skador, sårad*, nakna ledningar, blottade ledningar, lösa ledningar, gnist*, översvämning*, översvämmat, hotar, hot*, hotad*, överfall*, angrep*, attack*, slagsmål, våld*, våldsam*, aggressiv*, krossat glas, glasskärvor, trillade, föll, fast i hissen, instängd*, fara*, farlig*, nödläge*',
  medium:
    'hal*, halkade, halka, blöt*, våt*, spillt*, spill, pöl*, vattenpöl*, läck*, läcker, droppar, snubbel*, snubbla*, lös*, is, isig*, stopp*, igensatt*, inget vatten, inget varmvatten, ingen ström, strömavbrott*, fungerar inte, funkar inte, trasig*, sönder, ur funktion, råtta*, råttor*, mus, möss, kackerlack*, kräk*, spy, överfull*, misstänkt*, stöld*, stulen*, stulit, skadegörelse*, vandalis*',
  benign:
    'brandsläckare*, brandsläckar*, handbrandsläckare*, brandfilt*, brandvarnare*, brandlarm* test*, provlarm*, brandövning*, utrymningsövning*, branddörr*, brandstege*, brandpost*, brandskåp*, brandslang*, brandgata*, brandskydd*, brandsäker*, brandsyn*, brandklass*, brandgul*, brandvägg*, rökdetektor*, rökvarnare*, röklarm*, rökfri*, rökning förbjuden, rökförbud*, rökruta*, rökrum*, nödutgång*, nödutgångsskylt*, nödbelysning*, nödljus*, utrymningsväg*, utrymningsskylt*, gasolflaska* tom, gasolflaskan är tom, tom gasolflaska*, gasolen är slut, gasol* slut, byta gasol*, gasflaska* tom, gasflaskan är tom, tom gasflaska*, byta gasflaska*, gasen är slut, ingen gas, ge gas, gasräkning*, gasmätare* avläs*, gaspris*, gasspis* tänds inte, gasspis* tänder inte, gasspisen går inte att tända, gasspis* fungerar inte, gasspis* funkar inte, gasgrill* tänds inte, bränt kaffe, kaffet är bränt, kaffet smakar bränt, vattenautomat*, vattenkylare*, vattenkylaren, vattendispenser*, dricksfontän*, vattenmaskin*, leksakspistol*, leksaksvapen*, leksaksgevär*, leksakskniv*, vattenpistol*, plastpistol*, plastvapen*, toy gun*, water gun*, nerf gun*, slår av sig, slår på sig, slår igen, slår ifrån, golvet knakar, trägolvet knakar, parketten knakar, trappan knakar, hotell*, hotel, hotels, kniv i diskhon, kniven i diskhon, knivar i diskhon, kniv i vasken, kniven i vasken, knivar i vasken, kniv i diskbänken, kniv kvar i diskhon, smutsig kniv, smutsiga knivar, brandlarm* piper, brandlarm* pep, batteri* i brandlarm*, batteri* i brandvarnare*, sladd* över gången, skarvsladd* över gången, förlängningssladd* över gången, kabl* över gången, sladd* tvärs över gången, tom gasoltub*, gasoltub* är tom, gasoltuben är slut, gasolen tog slut, slut på gasol, slut på gas, faktura för gas, räkning för gas, gasfaktura*, avläsning av gasmätare*, läsa av gasmätare*, läsa av gasen, utrymningsplan*, brandlarmstest*, test av brandlarm*, laser tag, lasertag*, laserpistol*, paintball*, airsoft*, vapenattrapp*, attrapp*, rekvisita*, knivar till salu, knivar i skyltfönstret, knivar i montern, knivar utan pris, kniv utan pris, knivar utan prislapp, kniv utan prislapp, gasen är avstängd, gasen avstängd, stängt av gasen, stängde av gasen, avstängd gas, gasen är släckt, gasolvärmar* är avstängd*, gasolvärmar* tänds inte, gasvärmar* är avstängd*, gasvärmar* tänds inte, dörren smäller, dörrar smäller, dörrarna smäller',
  categories: {
    CLEANING:
      'spillt*, spill, smutsig*, smuts*, fläck*, kladdig*, klibbig*, kräk*, spy, pöl*, mopp*, blöt*, glasskärvor, lukt*, stinker, städ*, rengör*, ren*, damm*, lera*',
    SECURITY:
      'misstänkt*, stöld*, tjuv*, stulen*, stulit, inbrott*, skadegörelse*, vandalis*, klotter*, graffiti, inkräktare*, slagsmål, överfall*, hot*, vapen, kniv*, lås*, larm*, övervakningskamera*, väktare*, vakt*, säkerhet*',
    WASTE_MANAGEMENT:
      'papperskorg*, soptunna*, soptunnor*, sopkärl*, sopor*, skräp*, avfall*, återvinning*, källsortering*, överfull*, dumpat*',
    MECHANICAL_ELECTRICAL:
      'ljus*, belysning*, glödlampa*, lampa*, lampor*, ström*, el, elektri*, eluttag*, uttag*, sladd*, ledning*, kabel*, värme*, element*, radiator*, luftkonditionering*, ac, ventilation*, hiss*, rulltrapp*, automatisk dörr, kylskåp*, kyl*, frys*, panna*, varmvattenberedare*, generator*',
    PLUMBING:
      'läck*, läcker, rör*, avlopp*, brunn*, stopp*, igensatt*, spola*, spolning*, kran*, inget vatten, varmvatten*, toalett*, wc, urinoar*, översvämning*, droppar',
    PEST_CONTROL:
      'råtta*, råttor*, mus, möss, gnagare*, kackerlack*, insekt*, myr*, geting*, bin, duva*, duvor*, fåglar*, vägglöss, loppor*, flugor*, skadedjur*, spillning*',
    GROUNDS_MAINTENANCE:
      'parkering*, parkeringsplats*, potthål*, grop*, gångväg*, stig*, trottoar*, gräs*, gräsmatta*, häck*, träd*, staket*, snö*, is, isig*, trädgård*, grönyta*, plantering*',
    IT: 'wifi, internet*, nätverk*, kortterminal*, betalterminal*, kortläsare*, skärm*, dator*, laptop*, skrivare*, webbplats*, hemsida*, lösenord*, skanner*, självscanning*, självutcheckning*',
    FEEDBACK:
      'beröm*, klagomål*, klaga*, förslag*, synpunkt*, feedback, otrevlig*, oartig*, personal*, anställd*, kundtjänst*, kö, kön, väntetid*, pris*, tack',
  },
};
