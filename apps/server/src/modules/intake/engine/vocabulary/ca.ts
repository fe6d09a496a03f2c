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
