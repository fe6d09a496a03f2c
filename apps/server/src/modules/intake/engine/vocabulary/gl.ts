import type { Vocabulary } from './vocabulary';

/** Galician. */
export const gl: Vocabulary = {
  places:
    'corredor*, pasillo*, sala*, cuarto*, habitación*, oficina*, despacho*, cociña*, vestíbulo*, recepción, entrada*, saída*, baño*, aseo*, servizo*, vestiario*, comedor*, cafetaría*, restaurante*, almacén*, peirao de carga, aparcamento*, garaxe*, escaleira*, ascensor*, escaleira mecánica, andén*, caixa*, mostrador*, estante*, andel*, conxelador*, neveira*, soto*, baixo, planta baixa, primeiro andar, segundo andar, andar*, planta*, piso, edificio*, á, xardín*, patio*, aula*, departamento*, sección*, zona*, área*, terraza*, balcón*, tellado*, probador*, farmacia*, tenda*',
  surfaces: 'chan, teito*, parede*, porta, portas, fiestra*, ventá*',
  near: 'ao lado de, xunto a, preto de, detrás de, diante de, fronte a, fóra de, dentro de',
  at: 'en, no, na, nos, nas',
  greetings: 'ola, bos días, boas tardes, boas noites, boas',
  corrections:
    'en realidade, de feito, non, perdón, desculpa, quería dicir, quero dicir, corrección, non no, non na, senón, en vez de',
  another: 'tamén, ademais, outro problema, outra cousa, unha cousa máis',
  captions:
    'foto, fotos, fotografía, fotografías, imaxe, imaxes, captura, captura de pantalla, outra foto, outra imaxe, unha foto máis, unha máis, outra máis, aquí está, aquí tes, aquí vai, adxunto, envío outra',
  critical:
    'lume, incendio*, chamas, arde, ardendo, fume, cheiro a gas, fuga de gas, explosión, explot*, inconsciente, non respira, desmai*, desplomouse, infarto, descarga eléctrica, electrocut*, arma, armas, coitelo*, navalla*, pistola*, bomba, monóxido de carbono',
  high: 'sangue, sangr*, ferid*, lesión*, lesionad*, cables expostos, cables pelados, faísca*, chispa*, inundaci*, asolag*, ameaz*, agresi*, agredi*, atac*, pelexa*, lea, violen*, agresivo*, vidro roto, vidros rotos, cristal roto, caeu, caído*, atrapad*, perigo*, perigoso*, emerxencia',
  medium:
    'esvar*, esvaradizo*, mollad*, derramad*, verquid*, charco*, pozas, fuga*, pinga*, gotea*, tropez*, solto*, xeo, xead*, atasc*, sen auga, sen auga quente, sen luz, apagón, non funciona, roto*, rota*, avariad*, estragad*, rata*, rato, ratos, cascud*, cucaracha*, vómito*, desbord*, sospeitos*, roubo*, roubad*, vandalismo',
  benign:
    'detector de fume, detectores de fume, detector de fumes, alarma de fume, sensor de fume, detector de incendios, detectores de incendios, fume de tabaco, máquina de fume, pistola de xoguete, pistolas de xoguete, pistola de auga, pistolas de auga, pistola de plástico, pistola de plastico, arma de xoguete, armas de xoguete, pistola nerf, pistola de silicona, pistola de pintura, pistola do surtidor, pistola da mangueira, bombona de gas baleira, bombonas de gas baleiras, bombona de butano baleira, bombonas de butano baleiras, bombona de gas está baleira, bombona de butano está baleira, bombona está baleira, acabouse o gas, acabou o gas, acabou o butano, cambiar a bombona de gas, cambiar a bombona de butano, cambiar a bombona do butano, repartidor de butano, repartidor do butano, camión do butano, o do butano, factura do gas, factura de gas, facturas do gas, recibo do gas, lectura do gas, lectura do contador do gas, auga con gas, auga sen gas, refresco con gas, refrescos con gas, bebida con gas, sen gas, cociña de gas non acende, cociña de gas non prende, lume da cociña non acende, o lume non acende, extintor de incendios, extintores de incendios, contra incendios, anti incendios, anti-incendios, saída de incendios, saídas de incendios, saida de incendios, escaleira de incendios, porta de incendios, boca de incendio, boca de incendios, simulacro de incendio, simulacro de incendios, saída de emerxencia, saídas de emerxencia, saida de emerxencia, porta de emerxencia, portas de emerxencia, luz de emerxencia, luces de emerxencia, escaleira de emerxencia, máquina de auga, maquina de auga, fonte de auga, dispensador de auga, garrafa de auga, bombona baleira, bombonas baleiras, bombona xa baleira, bombona que está baleira, bombona de propano baleira, botella de gas baleira, coitelo sucio, coitelos sucios, coitelo no vertedoiro, coitelos no vertedoiro, coitelo na pía, coitelos na pía, coitelo no fregadeiro, coitelo na pila, coitelo no lavalouzas, coitelos no lavalouzas, extintor, extintores, revisión caducada, revision caducada, extintor caducado, luz de saída, luz de saida, luces de saída, cartel de saída, cartel de saida, sinal de saída, bombilla fundida, bombillas fundidas, luz fundida, alargador cruzando, alargadeira cruzando, cable cruzando o corredor, pila do detector, batería do detector, fonte baleira',
  categories: {
    CLEANING:
      'derramad*, verquid*, sucio*, sucia*, suxeira, mancha*, pegañento*, vómito*, charco*, fregona, mollad*, vidros rotos, cheiro*, fede, limp*, po, lama',
    SECURITY:
      'sospeitos*, roubo*, roubad*, ladrón*, furto*, vandalismo, grafiti*, intrus*, pelexa*, agresi*, ameaz*, arma, armas, coitelo*, pechadura*, fechadura*, alarma*, cámara de seguridade, seguridade, garda*',
    WASTE_MANAGEMENT: 'papeleira*, colector*, contedor*, lixo*, residuo*, refugallo*, recicla*, desbord*, vertedoiro*',
    MECHANICAL_ELECTRICAL:
      'luz, luces, iluminación, lámpada*, bombilla*, electricidade, eléctric*, enchufe*, cable*, calefacción, radiador*, aire acondicionado, ventilación, ascensor*, escaleira mecánica, porta automática, neveira*, conxelador*, caldeira*, xerador*',
    PLUMBING:
      'fuga*, pinga*, gotea*, tubaxe*, tubo*, cano*, sumidoiro*, desaugadoiro*, atasc*, cisterna*, billa*, grifo*, sen auga, auga quente, váter*, inodoro*, urinario*, inundaci*',
    PEST_CONTROL:
      'rata*, rato, ratos, roedor*, cascud*, cucaracha*, insecto*, formiga*, avespa*, abella*, pomba*, paxaros, chinche*, pulga*, moscas, praga*, excrementos',
    GROUNDS_MAINTENANCE:
      'aparcamento*, focha*, fochanca*, burato*, camiño*, beirarrúa*, céspede, herba, sebe*, árbore*, póla*, valado*, neve, xeo, xardín*, xardinería',
    IT: 'wifi, internet, rede, datáfono*, lector de tarxetas, terminal de pagamento, pantalla*, ordenador*, portátil*, impresora*, páxina web, contrasinal, escáner*',
    FEEDBACK:
      'felicit*, queixa*, queix*, suxestión*, opinión, maleducad*, grosei*, persoal, empregad*, atención ao cliente, cola*, espera, prezo*, grazas',
  },
};
