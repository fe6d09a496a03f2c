import type { Vocabulary } from './vocabulary';

/** Portuguese. */
export const pt: Vocabulary = {
  places:
    'corredor*, sala*, quarto*, escritório*, cozinha*, receção, recepção, entrada*, saída*, casa de banho, banheiro*, sanitário*, vestiário*, refeitório*, cantina*, cafetaria*, lanchonete, restaurante*, armazém*, depósito*, doca*, estacionamento*, parque de estacionamento, garagem*, escada*, elevador*, escada rolante, plataforma*, caixa*, balcão*, prateleira*, congelador*, geladeira*, frigorífico*, cave, subsolo*, porão, rés-do-chão, térreo, primeiro andar, segundo andar, terceiro andar, andar*, piso, nível*, edifício*, prédio*, ala, jardim*, pátio*, sala de aula, sala de reuniões, departamento*, secção*, seção*, zona*, área*, terraço*, varanda*, telhado, provador*, padaria*, farmácia*',
  surfaces: 'chão, teto*, tecto*, parede*, porta, portas, janela*',
  near: 'ao lado de, ao pé de, perto de, atrás de, em frente de, em frente ao, em frente à, diante de, fora de, dentro de, junto a, junto ao, junto à',
  at: 'em, no, na, nos, nas',
  greetings: 'olá, oi, bom dia, boa tarde, boa noite',
  corrections:
    'na verdade, afinal, não, desculpe, desculpa, quis dizer, queria dizer, quero dizer, correção, não no, não na, mas sim, em vez de',
  another: 'também, além disso, outro problema, outra coisa, mais uma coisa',
  captions:
    'foto, fotos, fotografia, fotografias, imagem, imagens, captura de ecrã, captura de tela, print, outra foto, outra imagem, mais uma foto, mais uma, aqui está, aqui vai, aqui tem, segue, em anexo, envio',
  critical:
    'fogo, incêndio*, chamas, a arder, pegando fogo, queimando, fumo, fumaça, cheiro a gás, cheiro de gás, fuga de gás, vazamento de gás, explosão, explod*, inconsciente, desmaiad*, não respira, colapsou, ataque cardíaco, choque elétrico, eletrocut*, arma, armas, faca*, pistola*, revólver*, bomba, monóxido de carbono',
  high: 'sangue, sangra*, ferid*, lesion*, machucad*, fios expostos, fios descascados, fios soltos, faísca*, inunda*, alag*, ameaç*, agress*, agredi*, ataca*, briga*, luta, violên*, violent*, vidro partido, vidro quebrado, vidros partidos, caiu, caído*, preso no, presa no, perigo*, emergência',
  medium:
    'escorreg*, molhad*, derramad*, entornad*, poça*, fuga*, vazamento*, pinga*, tropeç*, solto*, gelo, gelad*, entupid*, sem água, sem água quente, sem luz, sem energia, apagão, não funciona, partid*, quebrad*, avariad*, rato*, ratazana*, barata*, vómito*, vômito*, a transbordar, transbordando, suspeit*, roubo*, roubad*, furto*, vandalismo',
  benign:
    "arma de brinquedo, armas de brinquedo, arminha de brinquedo, pistola de brinquedo, pistolas de brinquedo, revólver de brinquedo, revolver de brinquedo, pistola de água, pistolas de água, pistola de agua, pistola d'água, pistola d’água, pistola de plástico, pistola de plastico, arma de plástico, arma de plastico, pistola nerf, pistola de cola, pistola de cola quente, pistola de silicone, pistola de pintura, pistola da bomba, botijão de gás vazio, botijão de gas vazio, botijao de gas vazio, botija de gás vazia, bilha de gás vazia, bilha do gás vazia, garrafa de gás vazia, botijão de gás está vazio, botijão do gás está vazio, botijão de gás acabou, botijao de gas esta vazio, bilha de gás está vazia, bilha do gás está vazia, acabou o gás, acabou o gas, o gás acabou, o gas acabou, trocar o botijão de gás, trocar o botijão do gás, trocar o botijao de gas, trocar a bilha do gás, trocar a bilha de gás, trocar o gás, conta de gás, conta do gás, conta de gas, conta do gas, fatura do gás, fatura de gás, fatura do gas, leitura do gás, leitura do contador do gás, leitura do medidor de gás, água com gás, agua com gas, água sem gás, agua sem gas, refrigerante com gás, refrigerante sem gás, sem gás, sem gas, fogão a gás não acende, fogão a gas nao acende, fogao a gas nao acende, fogo do fogão não acende, fogo do fogao nao acende, o fogo não acende, o fogo nao acende, extintor de incêndio, extintores de incêndio, extintor de incendio, extintores de incendio, saída de incêndio, saídas de incêndio, saida de incendio, porta de incêndio, escada de incêndio, corta-fogo, corta fogo, porta corta-fogo, portas corta-fogo, simulacro de incêndio, simulado de incêndio, exercício de incêndio, teste do alarme de incêndio, detector de fumaça, detectores de fumaça, detetor de fumo, detetores de fumo, detector de fumo, detectores de fumo, sensor de fumaça, sensor de fumo, alarme de fumaça, alarme de fumo, detector de incêndio, detetor de incêndio, saída de emergência, saídas de emergência, saida de emergencia, porta de emergência, portas de emergência, luz de emergência, luzes de emergência, luz de emergencia, escada de emergência, lâmpada queimada, lâmpadas queimadas, lampada queimada, chuveiro queimado, bebedouro de água, purificador de água, galão de água, garrafão de água, dispensador de água, máquina de água, faca de cozinha suja, faca suja, facas sujas, faca na pia, facas na pia, faca no lava-loiça, faca no lava-loiças, faca no lava loiça, facas no lava-loiça, faca esquecida na pia, botijão vazio, botijao vazio, botijões vazios, bilha vazia, bilhas vazias, botija vazia, o botijão está vazio, o botijao esta vazio, a bilha está vazia, a bilha esta vazia, acabou o botijão, acabou o botijao, trocar o botijão, trocar o botijao, trocar a bilha, troca do botijão, boleto do gás, boleto de gás, boleto do gas, conta de luz e gás, conta de luz e gas, fatura da luz e do gás, leitura do gas, leitura do contador de gás, leitura do contador do gas, leitura do medidor do gás, arminha de água, arminha de agua, pistola d'agua, bateria do detector, pilha do detector, bateria do alarme de incêndio, bateria do alarme de incendio, pilha do alarme de incêndio, extintor de fogo, extintores de fogo, sinalização de emergência, sinalizacao de emergencia, placa de emergência, placa de emergencia, extensão atravessada, extensao atravessada, extensão atravessando, cabo atravessado, fio atravessado, bebedouro vazio, galão vazio, galao vazio, garrafão vazio",
  categories: {
    CLEANING:
      'derramad*, entornad*, suj*, sujidade, sujeira, mancha*, pegajos*, vómito*, vômito*, poça*, esfregona, molhad*, vidros partidos, cheiro*, fede, cheira mal, limp*, pó, poeira, lama',
    SECURITY:
      'suspeit*, roubo*, roubad*, ladrão, ladrões, furto*, assalt*, vandalismo, grafit*, intrus*, briga*, agress*, ameaç*, arma, armas, faca*, fechadura*, alarme*, câmara de vigilância, câmera de segurança, segurança',
    WASTE_MANAGEMENT:
      'caixote do lixo, lixeira*, contentor*, caixote*, lixo, resíduo*, recicla*, a transbordar, transbordando, entulho',
    MECHANICAL_ELECTRICAL:
      'luz, luzes, iluminação, lâmpada*, candeeiro*, eletricidade, elétric*, tomada*, fio*, cabo*, aquecimento, aquecedor*, radiador*, ar condicionado, ventilação, elevador*, escada rolante, porta automática, frigorífico*, geladeira*, congelador*, caldeira*, gerador*',
    PLUMBING:
      'fuga*, vazamento*, cano*, canos, tubo*, esgoto*, ralo*, entupid*, autoclismo*, descarga, torneira*, sem água, água quente, sanita*, vaso sanitário, urinol*, inunda*, pinga*',
    PEST_CONTROL:
      'rato*, ratazana*, roedor*, barata*, inseto*, insecto*, formiga*, vespa*, abelha*, pombo*, pássaros, aves, percevejo*, pulga*, moscas, praga*, fezes',
    GROUNDS_MAINTENANCE:
      'estacionamento*, parque de estacionamento, buraco*, caminho*, passeio*, calçada*, relva, grama, sebe*, árvore*, vedação*, cerca*, neve, gelo, jardim*, jardinagem',
    IT: 'wifi, wi-fi, internet, rede, terminal de pagamento, multibanco, leitor de cartões, maquininha, ecrã*, tela*, computador*, portátil*, impressora*, site, palavra-passe, senha, scanner*, caixa automática',
    FEEDBACK:
      'elogio*, reclama*, queixa*, sugest*, opinião, mal-educad*, rude, antipátic*, funcionári*, pessoal, atendimento, fila*, espera, preço*, obrigad*',
  },
};
