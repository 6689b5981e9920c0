import { guideDay, type ProgrammeGuide } from './types.js';

/** LASPRO (responsibility): a warm-up, a class follow-up and a home idea for each day's theme. */
export const LASPRO: ProgrammeGuide = {
  1: guideDay(
    'Ask what “trusted” means, and name one thing a grown-up trusts each child to do.',
    'Give each child one small job today and thank them when it is done.',
    'Give your child one small job they can be trusted with this week.',
    'Esta semana, dele a su hijo o hija una tarea pequeña y confíe en que la hará.',
  ),
  2: guideDay(
    'Ask: where does your backpack go? Show how every thing has a place.',
    'Give the class two minutes to put things back in their places.',
    'Choose a place for shoes, bags or toys together, and use it all week.',
    'Escojan juntos un lugar para los zapatos, las mochilas o los juguetes, y úsenlo toda la semana.',
  ),
  3: guideDay(
    'Ask what a promise is, and share one small promise you kept.',
    'Make one small class promise today and check at the end of the day if you kept it.',
    'Make one small promise to each other and keep it.',
    'Háganse una promesa pequeña el uno al otro, y cúmplanla.',
  ),
  4: guideDay(
    'Ask how we look after living things, like a plant or a pet.',
    'Give children turns to water a class plant or care for a class pet.',
    'Care for a plant or pet together, and give your child one job in it.',
    'Cuiden juntos una planta o una mascota. Su hijo o hija se encarga de una parte, como darle agua.',
  ),
  5: guideDay(
    'Tell a short story where a toy breaks. Ask what the responsible thing to do is.',
    'When something breaks or spills today, help the child tell the truth and fix it.',
    'When something gets broken, thank your child for telling you and fix it together.',
    'Si algo se rompe, dele las gracias a su hijo o hija por decírselo, y arréglenlo juntos.',
  ),
  6: guideDay(
    'Ask what we need to be ready for school, and check it together.',
    'Make a “ready for school” checklist with the class.',
    'Make a morning checklist together and let your child tick it off.',
    'Hagan juntos una lista con dibujos de lo que hay que hacer en la mañana. Su hijo o hija marca cada cosa al hacerla.',
  ),
  7: guideDay(
    'Ask what jobs keep our classroom nice, and who could do each one.',
    'Give each child a class job for this week.',
    'Ask your child what class job they have, and give them a home job too.',
    'Pregúntele a su hijo o hija qué tarea tiene en la clase, y dele también una tarea en casa.',
  ),
  8: guideDay(
    'Ask how each child helps at home, and share one way you help too.',
    'Invite children to draw one way they help at home.',
    'Choose one way your child can help at home every day this week.',
    'Escojan una manera en que su hijo o hija pueda ayudar en casa todos los días de esta semana.',
  ),
  9: guideDay(
    'Play “stop and think”: freeze, then ask “What will happen next?”',
    'Before a choice today, ask children to stop and think about what might happen.',
    'Before a choice, stop together and ask “What will happen if we do that?”',
    'Antes de decidir algo, paren juntos y pregunten: “¿Qué pasará si hacemos eso?”.',
  ),
  10: guideDay(
    'Ask each child to name one responsible thing they did this week.',
    'Make a class “responsible me” chart with one thing from each child.',
    'Tell your child about a responsible thing you saw them do this week.',
    'Cuéntele a su hijo o hija algo responsable que le vio hacer esta semana.',
  ),
};
