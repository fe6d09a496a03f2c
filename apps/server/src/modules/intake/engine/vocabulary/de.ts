import type { Vocabulary } from './vocabulary';

/** German. */
export const de: Vocabulary = {
  places:
    'gang, gänge*, raum, räume*, zimmer*, büro*, küche*, flur*, korridor*, halle*, foyer, empfang, eingang*, ausgang*, toilette*, herrentoilette*, damentoilette*, herren-wc, damen-wc, herrenklo*, damenklo*, behindertentoilette*, wc, bad, badezimmer, waschraum*, umkleide*, pausenraum*, personalraum*, kantine*, cafeteria, café, restaurant, lager*, laderampe*, parkplatz*, parkhaus*, tiefgarage*, garage*, treppe*, treppenhaus*, aufzug*, fahrstuhl*, lift, rolltreppe*, bahnsteig*, gleis*, tor, tore*, kasse*, theke*, tresen*, regal*, kühlregal*, tiefkühl*, keller*, erdgeschoss*, stock, stockwerk*, etage*, obergeschoss*, gebäude*, flügel*, garten*, hof, innenhof*, spielplatz*, klassenzimmer*, station, besprechungsraum*, serverraum*, abteilung*, bereich*, terrasse*, balkon*, dach, umkleidekabine*, bäckerei*, apotheke*, zone*, halle',
  surfaces: 'boden, fußboden, decke, wand, wände, tür, türen, fenster, dach',
  near: 'neben, in der nähe, hinter, gegenüber, vor, außerhalb, innerhalb, bei, beim, am',
  at: 'im, in, in der, in dem, auf, auf dem, an der',
  greetings: 'hallo, hi, guten morgen, guten tag, guten abend, servus, moin, grüß gott, grüezi',
  corrections:
    'eigentlich, nein, sorry, entschuldigung, ich meinte, ich meine, korrektur, nicht im, nicht in, sondern, stattdessen, doch',
  another: 'auch, außerdem, noch etwas, noch ein, ein anderes problem, zusätzlich, ebenfalls',
  captions:
    'foto, fotos, bild, bilder, aufnahme, aufnahmen, screenshot, noch ein foto, noch ein bild, noch eins, noch eines, ein weiteres foto, ein weiteres bild, weiteres foto, weiteres bild, hier ist, hier sind, hier noch, hier das, hier ein, hier mein, anbei, siehe foto, siehe bild, im anhang',
  critical:
    'feuer, brand*, brennt, flamme*, rauch*, qualm*, gasgeruch, riecht nach gas, gasleck, gas tritt aus, explosion, explodiert, bewusstlos, atmet nicht, zusammengebrochen, herzinfarkt, stromschlag, elektrischen schlag, waffe*, messer, pistole, schusswaffe*, bombe, kohlenmonoxid',
  high: 'blut*, verletz*, wunde, offene kabel, freiliegende kabel, blanke kabel, kabel hängen, funken*, überschwemm*, überflut*, hochwasser, droh*, bedroh*, angriff*, angegriffen, schlägerei, prügelei, gewalt*, aggressiv*, glasscherben, scherben, zerbrochen*, gestürzt, eingeschlossen, steckt fest, gefahr, gefährlich*, notfall',
  medium:
    'rutschig*, ausgerutscht, nass*, verschüttet*, pfütze*, leck*, undicht*, tropft, stolperfalle*, locker*, glatteis, eis, verstopft*, kein wasser, kein warmwasser, kein strom, stromausfall, funktioniert nicht, geht nicht, kaputt*, defekt*, ratte*, maus, mäuse, kakerlak*, erbrochen*, überfüllt*, verdächtig*, diebstahl, gestohlen*, vandalismus',
  benign:
    'feuerlöscher*, feuerloescher*, löschdecke*, brandschutz*, brandmelde*, feuermelder*, rauchmelder*, rauchwarnmelder*, rauchabzug*, rauchverbot*, rauchen verboten, nicht rauchen, raucher, raucherin, raucherbereich*, raucherecke*, raucherraum*, raucherzone*, raucherpause*, notausgang*, notausgangsschild*, notausgangsleuchte*, notbeleuchtung*, notlicht*, fluchtweg*, rettungsweg*, feueralarm probe, feueralarmtest*, probealarm*, gasflasche* leer, gasflasche ist leer, leere gasflasche*, gasflasche* tauschen, gasflasche* wechseln, gasflasche* austauschen, neue gasflasche*, gaskartusche* leer, gasrechnung*, gasabrechnung*, gaszählerstand*, gaszähler ablesen, gaszähler abgelesen, gasuhr ablesen, gasablesung*, gaspreis*, gasanbieter*, gasvertrag*, gasherd* zündet nicht, gasherd* geht nicht an, gasherd* springt nicht an, gasherd* funktioniert nicht, gasherd* geht nicht, gaskocher* geht nicht, herd zündet nicht, flamme zündet nicht, flamme geht nicht an, keine flamme, brennt nicht, brennen nicht, brennt nicht mehr, brennen nicht mehr, licht brennt, licht brennen, lichter brennen, beleuchtung brennt, licht zuckt, lampe zuckt, lampen zucken, bildschirm zuckt, display zuckt, wasserspender*, trinkwasserspender*, wasserautomat*, wasserkühler*, trinkbrunnen*, wassersprudler*, spielzeugpistole*, spielzeugwaffe*, spielzeuggewehr*, spielzeugmesser*, spielzeug pistole*, spielzeug waffe*, wasserpistole*, plastikpistole*, plastik pistole*, plastikwaffe*, softairwaffe*, softair pistole*, nerf pistole*, spritzpistole*, toy gun*, water gun*, nerf gun*, waffel*, messer und gabel*, brandneu*, brandaktuell*, brandheiß*, brandung, brandenburg*, brandt, probleme treten auf, fehler treten auf, störungen treten auf, treten immer wieder auf, treten häufig auf, treten oft auf, treten sie ein, in kraft treten, papier eingeklemmt, essen verbrannt, essen war verbrannt, pizza verbrannt, pizza war verbrannt, toast verbrannt, schmeckt verbrannt, leerer gastank, gastank* leer, leere propanflasche*, propanflasche* leer, leere propangasflasche*, leere butanflasche*, gasflasche* ist alle, gas ist alle, gaskartusche* ist leer, leere gaskartusche*, dreckig* messer*, schmutzig* messer*, messer* in der spüle, messer* im spülbecken, messer* in die spüle, messer* ins spülbecken, messer* im waschbecken, messer* in der spülmaschine, messer* im geschirrspüler, messer* im abwasch, spielzeugknarre*, co-melder* batterie*, co melder batterie*, batterie vom co-melder, batterie des co-melders, exit-schild*, exitschild*, kabel quer über den boden, kabel quer über den gang, kabel quer durch den gang, verlängerungskabel quer*, lasertag*, laser-tag*, laserpistole*, lasergewehr*, theaterwaffe*, requisitenwaffe*, waffenattrappe*, attrappe*, deko-pistole*, dekopistole*, messer in der auslage, messer im regal, messer im angebot, messer zum verkauf, messer ohne preis*, messer ohne preisschild*, messerset*, messerblock*, messerauslage*, küchenmesser im regal, regal mit messern, evakuierungsplan*, fluchtplan*, fluchtwegplan*, rettungswegplan*, flucht- und rettungsplan*, fluchtwegschild*, rettungswegschild*, fluchtwegbeschilderung*, feueralarm getestet, feueralarm wurde getestet, feueralarm wird getestet, brandalarm getestet, brandalarm wurde getestet, alarm wurde getestet, alarmprobe*, alarmtest*, feuerwehrübung*, räumungsübung*, evakuierungsübung*, gasheizung ist aus, gasheizung aus, gasheizung geht nicht an, gasheizung springt nicht an, heizpilz ist aus, heizpilz geht nicht an, gasofen geht nicht an, gasofen ist aus, gastherme ist aus, gastherme springt nicht an, gastherme geht nicht an, therme ist aus, gasflaschen ausverkauft, gasflasche ausverkauft, keine gasflaschen mehr, gasflaschen sind aus',
  categories: {
    CLEANING:
      'verschüttet*, schmutzig*, dreck*, dreckig*, fleck*, klebrig*, erbrochen*, pfütze*, wischen, nass*, scherben, geruch, stinkt, reinig*, putz*, staub*, sauber*',
    SECURITY:
      'verdächtig*, diebstahl, dieb*, gestohlen*, klau*, einbruch, eingebrochen, vandalismus, graffiti, eindringling*, schlägerei, angriff*, droh*, bedroh*, waffe*, messer, schloss, schlösser, alarm*, überwachungskamera*, sicherheit*',
    WASTE_MANAGEMENT:
      'mülleimer*, abfalleimer*, mülltonne*, müll, abfall*, recycling, wertstoff*, überfüllt*, illegal entsorgt, sperrmüll',
    MECHANICAL_ELECTRICAL:
      'licht, lichter, beleuchtung, lampe*, glühbirne*, strom, elektrik*, elektrisch*, steckdose*, kabel, heizung*, heizkörper*, klimaanlage*, lüftung*, aufzug*, fahrstuhl*, rolltreppe*, automatiktür*, kühlschrank*, gefrier*, kühlregal*, boiler, generator',
    PLUMBING:
      'leck*, undicht*, rohr*, rohrbruch, abfluss*, verstopft*, spülung*, wasserhahn*, kein wasser, warmwasser, toilette*, wc, urinal*, überschwemm*, tropft, abwasser*',
    PEST_CONTROL:
      'ratte*, maus, mäuse, nagetier*, kakerlak*, schabe*, insekt*, ameise*, wespe*, bienen, taube*, vögel, bettwanze*, floh, flöhe, fliegen, ungeziefer, schädling*, kot',
    GROUNDS_MAINTENANCE:
      'parkplatz*, schlagloch*, schlaglöcher, weg, wege, gehweg*, bürgersteig*, rasen, gras, hecke*, baum, bäume, zaun*, schnee, glatteis, garten*, pflaster*, grünanlage*',
    IT: 'wlan, wifi, internet, netzwerk*, kartenlesegerät*, kartenterminal*, ec-gerät*, bildschirm*, computer*, rechner*, laptop*, drucker*, webseite*, website, anmeld*, passwort, scanner*, selbstbedienungskasse*',
    FEEDBACK:
      'lob, beschwer*, vorschlag*, feedback, unfreundlich*, unhöflich*, personal, mitarbeiter*, kundenservice, warteschlange*, wartezeit*, preis*, danke',
  },
};
