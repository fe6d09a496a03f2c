import { different, type ReportPair, same } from './duplicate-pair-builders';

/**
 * A fifth batch of phone-style development pairs, in languages the tables read least of the training split,
 * written after the rules for places of their own, to measure once more on words they were not written from.
 */
export const fifthPhonePairs: ReportPair[] = [
  same(
    ['sl', 'v kopalnici v drugem nadstropju ni toaletnega papirja', 'kopalnici v drugem nadstropju'],
    ['sl', 'zmanjkalo je wc papirja v kopalnici, 2. nadstropje', 'kopalnici, 2. nadstropje'],
  ),
  same(
    ['he', 'המזגן בחדר הישיבות לא עובד', 'בחדר הישיבות'],
    ['he', 'חם מאוד בחדר הישיבות, המזגן מקולקל', 'בחדר הישיבות'],
  ),
  same(
    ['is', 'klósettið á karlaklósettinu er stíflað', 'karlaklósettinu'],
    ['is', 'stíflað klósett á karlasnyrtingunni', 'karlasnyrtingunni'],
  ),
  same(['fa', 'آسانسور طبقه سوم خراب است', 'طبقه سوم'], ['fa', 'آسانسور در طبقه ۳ کار نمی کند', 'طبقه ۳']),
  same(
    ['el', 'έχει σκουπίδια παντού στην είσοδο', 'στην είσοδο'],
    ['el', 'ο κάδος στην είσοδο ξεχειλίζει, σκουπίδια κάτω', 'στην είσοδο'],
  ),
  same(
    ['ar', 'الحنفية في حمام الرجال تسرب ماء', 'حمام الرجال'],
    ['ar', 'تسريب مياه من الحنفية بحمام الرجال', 'بحمام الرجال'],
  ),
  same(
    ['hu', 'a női wc-ben eldugult a vécé', 'női wc-ben'],
    ['hu', 'a női mosdóban dugulás van, nem lehet lehúzni', 'női mosdóban'],
  ),
  same(['fi', 'kahviautomaatti aulassa ei toimi', 'aulassa'], ['fi', 'aulan kahvikone on rikki', 'aulan']),
  same(
    ['sv', 'kranen på damtoaletten läcker', 'damtoaletten'],
    ['sv', 'det droppar hela tiden från kranen på damernas toa', 'damernas toa'],
  ),
  same(
    ['da', 'lyset i opgangen virker ikke', 'i opgangen'],
    ['da', 'helt mørkt i opgangen, pæren er sprunget', 'i opgangen'],
  ),
  same(['ko', '3층 복도 전등이 깜빡거려요', '3층 복도'], ['ko', '3층 복도에 불이 계속 깜박여요', '3층 복도']),
  same(
    ['ja', '駐輪場にガラスが散らばっています', '駐輪場'],
    ['ja', '駐輪場で瓶が割れてガラスの破片が危ない', '駐輪場'],
  ),
  same(['zh', '二楼会议室的空调不制冷', '二楼会议室'], ['zh', '2楼会议室空调坏了，太热了', '2楼会议室']),
  same(
    ['ro', 'chiuveta din bucătărie e înfundată', 'din bucătărie'],
    ['ro', 'nu se scurge apa la chiuveta din bucătărie', 'din bucătărie'],
  ),
  same(
    ['bg', 'асансьорът на третия етаж е заседнал', 'на третия етаж'],
    ['bg', 'асансьорът не работи, блокирал на 3 етаж', 'на 3 етаж'],
  ),
  same(
    ['cs', 'na dámských záchodech není mýdlo', 'na dámských záchodech'],
    ['cs', 'došlo mýdlo na dámském wc', 'na dámském wc'],
  ),
  same(
    ['ca', 'hi ha una fuita d aigua al sostre del passadís', 'del passadís'],
    ['ca', 'cau aigua del sostre al passadís, terra moll', 'al passadís'],
  ),
  same(
    ['pt', 'o elevador do parque de estacionamento está avariado', 'parque de estacionamento'],
    ['pt', 'elevador do parque nao funciona, tive de ir pelas escadas', 'do parque'],
  ),
  same(
    ['en', 'urinal in the mens keeps running, water everywhere', 'mens'],
    ['en', 'gents urinal is overflowing onto the floor', 'gents'],
  ),
  same(
    ['en', 'broken bottle on the platform 2 steps', 'platform 2 steps'],
    ['en', 'glass all over the stairs to platform two', 'stairs to platform two'],
  ),
  same(
    ['de', 'Spülung im Behinderten-WC kaputt', 'Behinderten-WC'],
    ['de', 'Behindertentoilette: die Spülung geht nicht', 'Behindertentoilette'],
  ),
  same(
    ['es', 'la puerta del parking no se abre con la tarjeta', 'del parking'],
    ['es', 'la barrera del parking no lee la tarjeta', 'del parking'],
  ),
  same(
    ['id', 'keran di toilet wanita bocor terus', 'toilet wanita'],
    ['id', 'air netes terus dari keran toilet cewek', 'toilet cewek'],
  ),
  same(
    ['tr', 'kafeteryada fare gördüm', 'kafeteryada'],
    ['tr', 'kafeteryada mutfağa doğru koşan bir fare vardı', 'kafeteryada'],
  ),
  same(
    ['uk', 'у жіночому туалеті не працює сушарка для рук', 'у жіночому туалеті'],
    ['uk', 'сушарка в жіночому туалеті зламана', 'в жіночому туалеті'],
  ),

  different(['he', 'המזגן בחדר הישיבות לא עובד', 'בחדר הישיבות'], ['he', 'המקרן בחדר הישיבות לא נדלק', 'בחדר הישיבות']),
  different(['fa', 'آسانسور طبقه سوم خراب است', 'طبقه سوم'], ['fa', 'آسانسور طبقه اول خراب است', 'طبقه اول']),
  different(['hu', 'a női wc-ben eldugult a vécé', 'női wc-ben'], ['hu', 'a női wc-ben nincs szappan', 'női wc-ben']),
  different(
    ['sv', 'kranen på damtoaletten läcker', 'damtoaletten'],
    ['sv', 'kranen på herrtoaletten läcker', 'herrtoaletten'],
  ),
  different(['ko', '3층 복도 전등이 깜빡거려요', '3층 복도'], ['ko', '3층 복도 바닥이 미끄러워요', '3층 복도']),
  different(['zh', '二楼会议室的空调不制冷', '二楼会议室'], ['zh', '二楼会议室的投影仪坏了', '二楼会议室']),
  different(
    ['bg', 'асансьорът на третия етаж е заседнал', 'на третия етаж'],
    ['bg', 'на третия етаж тоалетната е запушена', 'на третия етаж'],
  ),
  different(
    ['en', 'urinal in the mens keeps running, water everywhere', 'mens'],
    ['en', 'the mens hand dryer blows cold air', 'mens'],
  ),
  different(
    ['es', 'la puerta del parking no se abre con la tarjeta', 'del parking'],
    ['es', 'hay una mancha de aceite enorme en el parking', 'en el parking'],
  ),
  different(['tr', 'kafeteryada fare gördüm', 'kafeteryada'], ['tr', 'kafeteryada masalar çok kirli', 'kafeteryada']),
];
