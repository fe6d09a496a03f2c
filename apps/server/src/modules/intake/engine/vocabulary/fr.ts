import type { Vocabulary } from './vocabulary';

/** French. */
export const fr: Vocabulary = {
  places:
    "allée*, rayon*, salle*, pièce*, chambre*, bureau*, bureaux, cuisine*, couloir*, hall, accueil, réception, entrée*, sortie*, toilettes, wc, salle de bain*, vestiaire*, salle de pause, cantine*, cafétéria*, café, restaurant*, entrepôt*, réserve*, quai*, parking*, garage*, escalier*, ascenseur*, escalator*, escalier mécanique, caisse*, comptoir*, étagère*, congélateur*, frigo*, sous-sol, rez-de-chaussée, premier étage, deuxième étage, troisième étage, étage*, niveau*, bâtiment*, aile, jardin*, cour, salle de classe, salle de réunion, service, rayon*, zone*, terrasse*, balcon*, toit, cabine d'essayage, boulangerie*, pharmacie*",
  surfaces: 'sol, plafond*, mur, murs, porte, portes, fenêtre*',
  near: "à côté de, près de, derrière, devant, en face de, à l'extérieur de, à l'intérieur de, dehors, au fond de",
  at: 'dans, dans le, dans la, au, aux, à la, en',
  greetings: 'bonjour, salut, bonsoir, coucou, allo',
  corrections: 'en fait, non, pardon, désolé, je voulais dire, je veux dire, correction, pas dans, plutôt, au lieu de',
  another: 'aussi, également, autre problème, autre chose, encore une chose, de plus, en plus',
  captions:
    "photo, photos, image, images, capture d'écran, cliché, clichés, encore une photo, une autre photo, encore une image, une autre image, encore une, une de plus, et une autre, voici, voilà, ci-joint, en pièce jointe, je vous envoie",
  critical:
    'feu, incendie*, flamme*, brûle, fumée*, odeur de gaz, fuite de gaz, ça sent le gaz, explosion, explos*, inconscient*, ne respire plus, ne respire pas, évanoui*, effondré*, crise cardiaque, électrocut*, décharge électrique, arme*, couteau*, pistolet*, bombe, monoxyde de carbone',
  high: 'sang, saign*, blessé*, blessure*, câbles dénudés, fils dénudés, fils électriques apparents, étincelle*, inond*, menace*, menaç*, agress*, attaqu*, bagarre*, violen*, verre brisé, verre cassé, bris de verre, tombé*, coincé*, bloqué dans, danger*, urgence',
  medium:
    "glissant*, glissé, mouillé*, renversé*, flaque*, fuite*, goutte*, trébuch*, desserré*, verglas, glace, bouché*, pas d'eau, pas d'eau chaude, pas de courant, panne*, ne marche pas, ne fonctionne pas, cassé*, rat, rats, souris, cafard*, blatte*, vomi*, débord*, suspect*, vol, volé*, vandalisme",
  benign:
    "détecteur de fumée, détecteurs de fumée, detecteur de fumee, detecteurs de fumee, détecteur de fumee, detecteur de fumée, détecteur fumée, detecteur fumee, avertisseur de fumée, avertisseurs de fumée, alarme de fumée, alarme fumée, capteur de fumée, détecteur incendie, détecteur d'incendie, détecteur d’incendie, détecteurs incendie, detecteur incendie, fumée de cigarette, fumée de clope, machine à fumée, pistolet à eau, pistolets à eau, pistolet a eau, pistolet en plastique, pistolets en plastique, pistolet jouet, pistolets jouets, pistolet-jouet, pistolet de jouet, pistolet pour enfant, pistolet d'enfant, pistolet d’enfant, faux pistolet, pistolet factice, pistolet nerf, pistolet à bouchon*, pistolet à colle, pistolet a colle, pistolet à silicone, pistolet à peinture, pistolet d'arrosage, pistolet d’arrosage, pistolet de la pompe, pistolet à essence, pistolet de lavage, arme jouet, arme en plastique, arme factice, armes factices, arme à eau, bouteille de gaz vide, bouteilles de gaz vides, bouteille de gaz est vide, bouteille de gaz à changer, bouteille de gaz a changer, changer la bouteille de gaz, remplacer la bouteille de gaz, distributeur de bouteilles de gaz, distributeur de gaz, gaz camping, cartouche de gaz vide, recharge de gaz, facture de gaz, factures de gaz, facture du gaz, facture gaz, facture d'électricité et de gaz, facture d’électricité et de gaz, relevé de gaz, relevé du gaz, relevé du compteur de gaz, relevé de compteur de gaz, relever le compteur de gaz, index du compteur de gaz, plaque à gaz ne s'allume pas, plaque à gaz ne s’allume pas, plaques à gaz ne s'allument pas, plaques à gaz ne s’allument pas, plaque au gaz ne s'allume pas, plaque au gaz ne s’allume pas, cuisinière à gaz ne s'allume pas, cuisinière à gaz ne s’allume pas, réchaud à gaz ne s'allume pas, réchaud à gaz ne s’allume pas, le gaz ne s'allume pas, le gaz ne s’allume pas, feu de la gazinière ne s'allume pas, feu de la gazinière ne s’allume pas, feu de la cuisinière ne s'allume pas, feu de la cuisinière ne s’allume pas, eau gazeuse, sans gaz, feu rouge, feu tricolore, feu de signalisation, feu piéton, feu pour piétons, feu arrière, feu stop, coupe-feu, coupe feu, pare-feu, pare feu, porte coupe-feu, portes coupe-feu, couverture anti-feu, anti-incendie, anti incendie, porte incendie, portes incendie, sortie incendie, issue incendie, sécurité incendie, securite incendie, consigne incendie, consignes incendie, consignes de sécurité incendie, plan incendie, exercice incendie, exercice d'incendie, exercice d’incendie, exercice d'évacuation incendie, exercice d’évacuation incendie, test alarme incendie, test de l'alarme incendie, test de l’alarme incendie, essai alarme incendie, essai de l'alarme incendie, essai de l’alarme incendie, extincteur incendie, robinet incendie, robinet d'incendie armé, robinet d’incendie armé, bouche d'incendie, bouche d’incendie, bouche incendie, borne incendie, borne d'incendie, borne d’incendie, poteau incendie, poteau d'incendie, poteau d’incendie, fontaine à eau, fontaine a eau, fontaine d'eau, fontaine d’eau, distributeur d'eau, distributeur d’eau, distributeur à eau, bonbonne d'eau, bonbonne d’eau, prise en charge, prise en compte, prise de rendez-vous, prise de contact",
  categories: {
    CLEANING:
      'renversé*, sale*, saleté*, tache*, collant*, vomi*, flaque*, serpillière, mouillé*, verre cassé, odeur*, pue, nettoy*, propre*, poussière*, boue',
    SECURITY:
      'suspect*, vol, volé*, voleur*, cambriol*, vandalisme, graffiti*, intrus*, bagarre*, agress*, menace*, arme*, couteau*, serrure*, alarme*, caméra de surveillance, sécurité',
    WASTE_MANAGEMENT: 'poubelle*, ordure*, déchet*, recycl*, débord*, dépôt sauvage, détritus',
    MECHANICAL_ELECTRICAL:
      'lumière*, éclairage, ampoule*, lampe*, courant, électri*, prise*, câble*, chauffage, radiateur*, climatisation, clim, ventilation, ascenseur*, escalator*, porte automatique, frigo*, réfrigérateur*, congélateur*, chaudière*, groupe électrogène',
    PLUMBING:
      "fuite*, tuyau*, canalisation*, évacuation*, bouché*, chasse d'eau, robinet*, pas d'eau, eau chaude, toilettes, wc, urinoir*, inond*, goutte*, égout*",
    PEST_CONTROL:
      'rat, rats, souris, rongeur*, cafard*, blatte*, insecte*, fourmi*, guêpe*, abeilles, pigeon*, oiseaux, punaise*, puce*, mouches, nuisible*, crottes',
    GROUNDS_MAINTENANCE:
      'parking*, nid-de-poule, nids-de-poule, chemin*, allée*, trottoir*, pelouse*, herbe, haie*, arbre*, clôture*, neige, verglas, jardin*, espaces verts',
    IT: 'wifi, wi-fi, internet, réseau, terminal de paiement, lecteur de carte, écran*, ordinateur*, portable, imprimante*, site web, mot de passe, scanner*, caisse automatique',
    FEEDBACK:
      "compliment*, plainte*, réclamation*, suggestion*, avis, impoli*, désagréable*, personnel, employé*, service client, attente, file d'attente, prix, merci",
  },
};
