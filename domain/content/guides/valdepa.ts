import { guideDay, type ProgrammeGuide } from './types.js';

/** VALDEPA (valuing differences): a warm-up, a class follow-up and a home idea for each day's theme. */
export const VALDEPA: ProgrammeGuide = {
  1: guideDay(
    'Ask children to stand up if they have a pet, then if they like spicy food. Notice how different we are.',
    'In pairs, children find one thing that is different about each other.',
    'Talk about the different friends your child has, and what each one is like.',
    'Hablen de los distintos amigos que tiene su hijo o hija, y de cómo es cada uno.',
  ),
  2: guideDay(
    'Ask each child to name one thing that makes them who they are.',
    'Make a class “all about me” wall where every child adds one thing.',
    'Ask your child what makes them special, and tell them what you think.',
    'Pregúntele a su hijo o hija qué le hace especial, y dígale lo que usted piensa.',
  ),
  3: guideDay(
    'Practice a curious, kind question: “What do you like to eat at home?”',
    'In pairs, children ask each other one kind, curious question.',
    'Practice asking kind, curious questions about someone new.',
    'Practiquen preguntas amables para conocer a alguien nuevo, como “¿Qué te gusta jugar?”.',
  ),
  4: guideDay(
    'Ask two children to find one way they are the same and one way they are different.',
    'At recess, find someone who likes something different from you and ask about it.',
    'Find one way you are the same and one way you are different from each other.',
    'Busquen una cosa en la que se parecen y una en la que son diferentes.',
  ),
  5: guideDay(
    'Ask children to name who lives in their home, and notice how many kinds of families there are.',
    'Read or share a story about a different kind of family.',
    'Talk about the people in your family and what makes your family special.',
    'Hablen de las personas de su familia y de lo que hace especial a su familia.',
  ),
  6: guideDay(
    'Ask each child to name one strength, like drawing, running or listening.',
    'In group work today, match children’s different strengths to jobs.',
    'Name one strength each person in your family has.',
    'Digan una fortaleza de cada persona de la familia: algo que hace bien.',
  ),
  7: guideDay(
    'Show something new, like a food or word from another place, and say “That is new to me!”',
    'When something new comes up today, invite children to say “Tell me more.”',
    'Try one new thing together, like a food or song from another culture.',
    'Prueben juntos algo nuevo, como una comida o una canción de otra cultura.',
  ),
  8: guideDay(
    'Ask two children for two game ideas, and help them mix both into one game.',
    'At recess, invite children to play a game that mixes two ideas.',
    'Make up a game together that mixes an idea from each of you.',
    'Inventen juntos un juego que mezcle una idea de cada uno.',
  ),
  9: guideDay(
    'Practice the upstander words for a friend who is teased: “Stop, that’s not kind. Everyone is welcome here.”',
    'Remind children to speak up kindly and tell a grown-up when someone is teased.',
    'Ask your child what they could say if someone were teased for being different.',
    'Pregúntele a su hijo o hija qué podría decir si se burlaran de alguien por ser diferente.',
  ),
  10: guideDay(
    'Ask each child to name one thing they learned from someone different.',
    'Make a class quilt where each square shows something different about a child.',
    'Share one thing you learned from someone different from you.',
    'Cuente algo que usted aprendió de una persona diferente a usted.',
  ),
};
