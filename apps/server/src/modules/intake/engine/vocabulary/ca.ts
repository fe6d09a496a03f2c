import type { Vocabulary } from './vocabulary';

/** Catalan. */
export const ca: Vocabulary = {
  places:
    'passadís*, sala*, habitació*, oficin*, despatx*, cuin*, vestíbul*, recepció, entrad*, sortid*, lavabo*, lavabos, bany*, vestidor*, menjador*, cafeteri*, bar, restaurant*, magatzem*, moll de càrrega, aparcament*, pàrquing, garatge*, escal*, ascensor*, escala mecànica, andana*, caix*, taulell*, prestatge*, congelador*, nevera*, soterrani*, planta baixa, primer pis, segon pis, planta*, pis, edifici*, ala, jardí*, pati*, aula*, departament*, secció*, zona*, àrea*, terrass*, balcó*, terrat*, emprovador*, farmàci*, botig*',
  surfaces: 'terra, sostre*, paret*, porta, portes, finestr*',
  near: 'al costat de, a prop de, darrere de, davant de, davant, fora de, dins de',
  at: 'a, al, a la, en',
  greetings: 'hola, bon dia, bona tarda, bona nit, bones',
  corrections: 'de fet, en realitat, no, perdó, perdona, volia dir, vull dir, correcció, no a, sinó a, en lloc de',
  another: 'també, a més, un altre problema, una altra cosa, una cosa més',
  captions:
    "foto, fotos, fotografia, fotografies, imatge, imatges, captura de pantalla, una altra foto, una altra imatge, una foto més, una altra, una més, aquí està, aquí tens, aquí va, adjunt, t'envio",
  critical:
    "foc, incendi*, flam*, crema, cremant, fum, olor de gas, fuita de gas, fa olor de gas, explosió, explot*, inconscient, no respira, desmai*, s'ha desplomat, infart, descàrrega elèctrica, electrocut*, arma, armes, ganivet*, navalla*, pistola*, bomba, monòxid de carboni",
  high: "sang, sagn*, ferit*, ferida*, lesion*, cables pelats, cables exposats, cables al descobert, espurn*, inundaci*, inundat*, amenaç*, agressi*, agredi*, atac*, baralla*, violèn*, violent*, agressiu*, vidre trencat, vidres trencats, s'ha caigut, caigut*, atrapat*, perill*, perillós*, emergència",
  medium:
    'relliscós*, rellisc*, moll, molla, mullat*, vessat*, bassal*, fuita*, goteja, degoteig, ensopeg*, fluix*, gel, glaçat*, embussat*, obstruït*, sense aigua, sense aigua calenta, sense llum, apagada, no funciona, trencat*, espatllat*, avariat*, rata*, ratolí*, escarabat*, paneroles, panerola*, vòmit*, desbord*, sospitós*, robatori*, robat*, vandalisme',
  benign:
    "detector de fum, detectors de fum, alarma de fum, sensor de fum, detector d'incendis, detector d’incendis, detectors d'incendis, detectors d’incendis, fum de tabac, fum de cigarreta, màquina de fum, pistola de joguina, pistoles de joguina, pistola d'aigua, pistola d’aigua, pistoles d'aigua, pistoles d’aigua, pistola de plàstic, pistola de plastic, arma de joguina, armes de joguina, pistola nerf, pistola de silicona, pistola de cola, pistola de pintura, pistola del sortidor, pistola de la mànega, bombona de gas buida, bombones de gas buides, bombona de gas està buida, canviar la bombona de gas, canviar la bombona del gas, factura del gas, factura de gas, factures del gas, rebut del gas, lectura del gas, lectura del comptador del gas, aigua amb gas, aigües amb gas, aigua sense gas, refresc amb gas, refrescos amb gas, beguda amb gas, begudes amb gas, sense gas, cuina de gas no s'encén, cuina de gas no s’encén, cuina de gas no encén, foc de la cuina no s'encén, foc de la cuina no s’encén, el foc no s'encén, el foc no s’encén, extintor d'incendis, extintor d’incendis, extintors d'incendis, extintors d’incendis, extintor contra incendis, contra incendis, anti-incendis, anti incendis, anti-incendi, antiincendi, sortida d'incendis, sortida d’incendis, sortides d'incendis, sortides d’incendis, escala d'incendis, escala d’incendis, porta d'incendis, porta d’incendis, boca d'incendi, boca d’incendi, boca d'incendis, boca d’incendis, simulacre d'incendi, simulacre d’incendi, simulacre d'incendis, simulacre d’incendis, sortida d'emergència, sortida d’emergència, sortides d'emergència, sortides d’emergència, sortida d'emergencia, sortida d’emergencia, sortida d'emergències, sortida d’emergències, porta d'emergència, porta d’emergència, portes d'emergència, portes d’emergència, llum d'emergència, llum d’emergència, llums d'emergència, llums d’emergència, escala d'emergència, escala d’emergència, crema solar, crema de mans, crema hidratant, crema catalana, crema de llet, crema pastissera, dispensador de crema, font d'aigua, font d’aigua, fonts d'aigua, fonts d’aigua, dispensador d'aigua, dispensador d’aigua, màquina d'aigua, màquina d’aigua, garrafa d'aigua, garrafa d’aigua, ganivet a la pica, ganivets a la pica, ganivet a l'aigüera, ganivet a l’aigüera, ganivets a l'aigüera, ganivets a l’aigüera, ganivet brut, ganivets bruts, ganivet al fregador, ganivets al fregador, deixat un ganivet, ganivet dins la pica, ganivet a dins la pica, dubte sobre el comptador del gas, dubte sobre el comptador de gas, dubte del comptador del gas, consulta sobre el comptador del gas, pregunta sobre el comptador del gas, dubte sobre el gas, consulta sobre el gas, lectura del comptador de gas, llegir el comptador del gas, número del comptador del gas, bombona de butà buida, bombones de butà buides, bombona de butà està buida, la bombona està buida, bombona buida, s'ha acabat el gas, s’ha acabat el gas, s'ha acabat el butà, s’ha acabat el butà, no queda gas, contracte del gas, contracte de gas, tarifa del gas, preu del gas, rètol de sortida, senyal de sortida, llum de sortida, allargador pel terra, allargador pel mig del passadís, allargador travessant el passadís, bombones de càmping gas, bombones de camping gas, bombones de càmping, bombones de camping, càmping gas esgotat, cartutxos de gas, gas esgotat, bombones de gas esgotades, bombones de butà esgotades, s'han esgotat les bombones, s’han esgotat les bombones, pistoles làser, pistola làser, làser tag, laser tag, lasertag, paintball, airsoft, ganivets a l'aparador, ganivets a l’aparador, ganivets de l'aparador, ganivets de l’aparador, ganivets en venda, ganivets sense preu, ganivet sense preu, ganivets a la vitrina, ganivets de la vitrina, pla d'evacuació, pla d’evacuació, plànol d'evacuació, plànol d’evacuació, ruta d'evacuació, ruta d’evacuació, prova de l'alarma d'incendis, prova de l’alarma d’incendis, prova d'alarma, prova d’alarma, estufa de gas apagada, estufa de gas no s'encén, estufa de gas no s’encén, estufa de gas no funciona, estufes de terrassa apagades, l'estufa no s'encén, l’estufa no s’encén, escalfador no s'encén, escalfador no s’encén",
  categories: {
    CLEANING:
      'vessat*, brut*, bruta, brutícia, taca*, enganxós*, vòmit*, bassal*, fregar, moll, mullat*, vidres trencats, olor*, fa pudor, pudor, neteja*, netejar, pols, fang',
    SECURITY:
      'sospitós*, robatori*, robat*, lladre*, furt*, vandalisme, grafit*, intrús*, baralla*, agressi*, amenaç*, arma, armes, ganivet*, pany*, alarma*, càmera de seguretat, seguretat, vigilant*',
    WASTE_MANAGEMENT:
      "paperer*, contenidor*, galleda d'escombraries, escombraries, deixalles, residu*, recicla*, desbord*, abocament*",
    MECHANICAL_ELECTRICAL:
      'llum, llums, il·luminació, bombeta*, làmpada*, electricitat, elèctric*, endoll*, cable*, calefacció, radiador*, aire condicionat, ventilació, ascensor*, escala mecànica, porta automàtica, nevera*, congelador*, caldera*, generador*',
    PLUMBING:
      'fuita*, goteja, canonad*, tub*, desguàs*, clavegue*, embussat*, cisterna*, aixeta*, sense aigua, aigua calenta, vàter*, wc, inodor*, urinari*, inundaci*',
    PEST_CONTROL:
      'rata*, ratolí*, rosegador*, panerol*, escarabat*, insecte*, formig*, vesp*, abell*, colom*, coloms, ocells, xinxe*, puça*, puces, mosques, plaga*, excrements',
    GROUNDS_MAINTENANCE:
      'aparcament*, sot*, clot*, camí*, vorera*, gespa, herba, tanca*, bardissa*, arbre*, branca*, neu, gel, jardí*, jardineria',
    IT: 'wifi, internet, xarxa, datàfon*, lector de targetes, terminal de pagament, pantalla*, ordinador*, portàtil*, impressora*, pàgina web, web, contrasenya, escàner*',
    FEEDBACK:
      'felicit*, queixa*, queix*, suggeriment*, opinió, maleducat*, groller*, personal, empleat*, atenció al client, cua, cues, espera, preu*, gràcies',
  },
};
