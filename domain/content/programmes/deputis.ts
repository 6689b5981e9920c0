import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** DEPUTIS: Perseverance. Ten days up one hill, step by step, to "look how far I came". */
const DAYS: DayContent[] = [
  {
    title: 'Keep on going',
    competency: 'self-awareness',
    lyrics: ['Step by step up the hill', 'Deputis keeps on going', 'When it is hard I do not stop', 'And soon my strength is showing'],
    lesson: [
      card('Meet Deputis', 'Deputis the star keeps going, one small step at a time.', 'star'),
      card('Hard is normal', 'Hard things feel hard for everyone. That is okay.', 'mountain'),
      card('Perseverance', 'Perseverance means we keep going, even when it is hard.', 'footsteps'),
    ],
    practice: [
      question(
        'Perseverance is a big word. What does it mean?',
        ['Keep going when it is hard', 'footsteps'],
        [['Stop when it is hard', 'stop-sign']],
        'Perseverance means we keep on going, step by step.',
        1,
      ),
      question(
        'Your new puzzle feels hard. Is that okay?',
        ['Yes, hard is normal', 'puzzle'],
        [['No, it means you are bad at it', 'frown']],
        'Hard things feel hard for everyone at first.',
        1,
      ),
      question(
        'Deputis is tired halfway up the hill. What can it do?',
        ['Rest and breathe, then go on', 'breath'],
        [['Go back home', 'house']],
        'A short rest helps us keep going.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'Deputis says: you kept going!', picture: 'footsteps' },
  },
  {
    title: 'One step at a time',
    competency: 'self-management',
    lyrics: ['A big job looks so big to me', 'I cut it into small', 'One small step and then the next', 'And soon I did it all'],
    lesson: [
      card('Big jobs', 'Some jobs look too big, like tidying a very messy room.', 'toybox'),
      card('Cut it small', 'We cut a big job into small steps. First the books, then the toys.', 'stairs'),
      card('Just the next step', 'We only think about the next small step. Then the next one.', 'footsteps'),
    ],
    practice: [
      question(
        'Your room is very messy. Where can you start?',
        ['Pick up just the books', 'book'],
        [
          ['Go out and leave it', 'door'],
          ['Hide under the bed', 'bed'],
        ],
        'Start with one small part. Then do the next.',
        1,
      ),
      question(
        'A big job is like a set of stairs. How do you climb them?',
        ['One step at a time', 'stairs'],
        [['All in one giant jump', 'rocket']],
        'Small steps, one by one, get us to the top.',
        1,
      ),
      question(
        'Deputis is writing a long card for Grandpa. What comes first?',
        ['Write just "Dear Grandpa"', 'pencil'],
        [['Worry about the whole card', 'worried']],
        'One line at a time makes a long card easy.',
      ),
    ],
    beat: 'steady',
    celebration: { message: 'One step at a time, you did a big job!', picture: 'stairs' },
  },
  {
    title: 'When I want to quit',
    competency: 'self-management',
    lyrics: ['Grr this is so hard I say', 'I count to five so slow', 'I shake it out and try once more', 'And on and on I go'],
    lesson: [
      card('Grr feelings', 'When something is hard, we can feel cross. We may want to quit.', 'cross'),
      card('Count to five', 'Stop. Count slowly to five on your fingers. The cross feeling gets smaller.', 'hands'),
      card('Shake it out', 'Shake your hands. Get a drink of water. Then come back.', 'water'),
      card('Back to it', 'Now try once more. A calm star can keep going.', 'calm'),
    ],
    practice: [
      question(
        'Deputis cannot close the zip on its coat. It feels cross. What first?',
        ['Stop and count to five', 'hands'],
        [['Pull the zip really hard', 'muscle']],
        'Counting to five helps the cross feeling get smaller.',
      ),
      question(
        'Which one helps a cross feeling get smaller?',
        ['A drink of water', 'water'],
        [['Shouting very loudly', 'shout']],
        'A short break, like a drink of water, helps us calm down.',
        1,
      ),
      question(
        'Deputis had a short break. What comes next?',
        ['Go back and try again', 'footsteps'],
        [['Stop for good', 'stop-sign']],
        'After a break, we come back and keep going.',
        1,
      ),
    ],
    beat: 'echo',
    celebration: { message: 'You felt cross, calmed down and kept going!', picture: 'calm' },
  },
  {
    title: 'My keep-going plan',
    competency: 'responsible-decision-making',
    lyrics: ['A plan is like a map for me', 'It shows me where to go', 'I tick each little step I do', 'And on my way I go'],
    lesson: [
      card('A plan', 'A plan says what we will do first, next and last.', 'map'),
      card('Write the steps', 'We can draw or write our steps on a list.', 'checklist'),
      card('Tick as you go', 'Each step we finish gets a tick. The ticks show how far we came.', 'pencil'),
    ],
    practice: [
      question(
        'Deputis wants to skip with a rope on sports day. What is a good plan?',
        ['Ten skips each day after school', 'calendar'],
        [['Try once on sports day', 'trophy']],
        'A plan with a little practice each day helps us keep going.',
      ),
      question(
        'Deputis has five steps to do. What helps it remember them?',
        ['A list to tick', 'checklist'],
        [['Hoping it remembers', 'thought']],
        'A list shows every step, so none get lost.',
      ),
      question(
        'You finish one step of your plan. What do you do?',
        ['Tick it, then do the next', 'pencil'],
        [
          ['Stop there', 'stop-hand'],
          ['Throw the plan away', 'trash'],
        ],
        'Tick it and keep going. Every tick is a step closer.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You made a plan and followed it, step by step!', picture: 'map' },
  },
  {
    title: 'A clue to keep going',
    competency: 'relationship-skills',
    lyrics: ['When I am stuck I raise my hand', 'I ask for just a clue', 'Then I keep going on my own', 'And finish it right through'],
    lesson: [
      card('Ask for a clue', 'Stuck? We can ask for a clue, not the answer.', 'raise-hand'),
      card('Then keep going', 'With the clue, we carry on by ourselves.', 'pencil'),
      card('Give a clue', 'We can give a stuck friend a clue too. Then we let them finish.', 'lightbulb'),
    ],
    practice: [
      question(
        'Deputis is stuck on a word in a story. What can it ask?',
        ['"Can I have a clue?"', 'raise-hand'],
        [['"Read it all for me"', 'book']],
        'A clue helps us keep going by ourselves.',
        1,
      ),
      question(
        'Your teacher gives you a clue. What comes next?',
        ['Keep going on your own', 'pencil'],
        [['Wait for more help', 'hourglass']],
        'With a clue, we can carry on by ourselves.',
      ),
      question(
        'Nour is stuck on her puzzle. How can you help her keep going?',
        ['Give her a small clue', 'lightbulb'],
        [['Finish it for her', 'puzzle']],
        'A small clue lets Nour finish it herself.',
        1,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'You asked for a clue and kept going. Clever!', picture: 'raise-hand' },
  },
  {
    title: 'Day by day',
    competency: 'self-management',
    lyrics: ['A seed does not grow in a day', 'I water it with care', 'I wait and wait and wait some more', 'And one day it is there'],
    lesson: [
      card('Some things take time', 'A seed takes many days to grow. Some learning does too.', 'seed'),
      card('Keep caring', 'We water the seed each day. It grows, even when we cannot see it.', 'watering-can'),
      card('Count the days', 'Waiting is hard. We can mark each day on a calendar.', 'calendar'),
    ],
    practice: [
      question(
        'Deputis plants a bean. The next day, nothing shows. What now?',
        ['Keep watering it', 'watering-can'],
        [['Throw it away', 'trash']],
        'Seeds grow slowly. We keep caring for them every day.',
        1,
      ),
      question(
        'How long does learning to read take?',
        ['Many days of practice', 'calendar'],
        [['Just one minute', 'clock']],
        'Reading grows day by day, with lots of practice.',
      ),
      question(
        'Leila has practised on her bike for three days. She still wobbles. What now?',
        ['Keep practising', 'bike'],
        [
          ['Give up on bikes', 'stop-hand'],
          ['Be cross with the bike', 'cross'],
        ],
        'Wobbles get smaller, day by day.',
        2,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'Day by day, you kept going, just like a seed grows!', picture: 'seed' },
  },
  {
    title: 'Cheer a friend on',
    competency: 'social-awareness',
    lyrics: ['You can do it keep on going', 'I cheer you from the side', 'One more step you are nearly there', 'I smile at you so wide'],
    lesson: [
      card('Notice', 'Look at your friend. A worried face can mean "This is hard."', 'worried'),
      card('Cheer them on', 'We can say, "You can do it!" or "Keep going!"', 'clap'),
      card('Cheer the trying', 'We cheer for trying hard, not just for winning.', 'thumbs-up'),
    ],
    practice: [
      question(
        'Tariq is last in the race. He looks tired. What can you call out?',
        ['"Keep going, Tariq!"', 'clap'],
        [['"Hurry up, Tariq!"', 'clock']],
        'Cheering helps a tired friend keep going.',
        1,
      ),
      question(
        'Your friend frowns at a hard sum. How might she feel?',
        ['Stuck and worried', 'worried'],
        [['Silly and giggly', 'laugh']],
        'A worried face can mean a friend finds it hard.',
      ),
      question(
        'Deputis cheers for everyone. What does it cheer for?',
        ['Trying hard', 'thumbs-up'],
        [['Only winning', 'trophy']],
        'Trying hard deserves a cheer, win or not.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'Your cheering helped a friend keep going!', picture: 'clap' },
  },
  {
    title: 'To the finish line',
    competency: 'self-awareness',
    lyrics: ['I may not be the first one there', 'I may not win the prize', 'I run my best until the end', 'With proud and happy eyes'],
    lesson: [
      card('First is not everything', 'Only one child can be first. Everyone can finish.', 'flag'),
      card('Your best', 'Your best is what you can do today. That is enough.', 'muscle'),
      card('Proud of trying', 'We can feel proud when we keep going to the very end.', 'proud'),
    ],
    practice: [
      question(
        'Mia comes fifth in the race. What can she tell herself?',
        ['"I finished. I did my best!"', 'proud'],
        [['"Only first counts"', 'trophy']],
        'Finishing and doing your best is something to be proud of.',
        1,
      ),
      question(
        'Deputis is behind in the race. What does it do?',
        ['Keep running to the end', 'flag'],
        [['Walk off the track', 'footsteps']],
        'Keep going to the finish. That is perseverance.',
      ),
      question(
        'Deputis says, "Do your best." What is your best?',
        ['What you can do today', 'muscle'],
        [['Always being first', 'trophy']],
        'Your best is what you can do today. It is enough.',
        1,
      ),
    ],
    beat: 'march',
    celebration: { message: 'You kept going to the very end. Be proud!', picture: 'proud' },
  },
  {
    title: 'Finish what I start',
    competency: 'responsible-decision-making',
    lyrics: ['I started tidying my toys', 'My friend says come and play', 'I finish first and then I go', 'That is the Deputis way'],
    lesson: [
      card('Half done', 'Starting is easy. Finishing takes perseverance.', 'puzzle'),
      card('Finish first', 'Before we start something new, we finish what we began.', 'checklist'),
      card('Pick a size', 'We choose a job we can finish. A small drawing, not a giant one.', 'paint'),
      card('The finish feeling', 'Finishing feels great. We can look at what we did!', 'smile'),
    ],
    practice: [
      question(
        'You are tidying your toys. A friend calls you to play. What first?',
        ['Finish tidying, then play', 'toybox'],
        [['Run off and leave them', 'footsteps']],
        'Finish first, then play. The job is done!',
        1,
      ),
      question(
        'You have ten minutes. Which drawing can you finish?',
        ['A small one', 'pencil'],
        [['A giant wall picture', 'paint']],
        'Pick a job you can finish in the time you have.',
      ),
      question(
        'You finish your puzzle at last! How does it feel?',
        ['Wonderful', 'smile'],
        [['Boring', 'tired']],
        'Finishing something feels great. Well done!',
      ),
    ],
    beat: 'echo',
    celebration: { message: 'You finished what you started. Tick!', picture: 'checklist' },
  },
  {
    title: 'Look how far I came',
    competency: 'self-awareness',
    lyrics: [
      'The hill looked tall when I began',
      'I climbed it bit by bit',
      'I rested planned and asked for help',
      'And now I am on top of it',
    ],
    lesson: [
      card('Look back', 'Ten days ago, you met Deputis. Look how far you came!', 'path'),
      card('Your keep-going tools', 'Small steps. Count to five. A plan. A clue. Day by day.', 'checklist'),
      card('On your own', 'Next time a job looks like a mountain, take one small step.', 'mountain'),
    ],
    practice: [
      question(
        'Your teacher gives you a big, long project. What do you do first?',
        ['Make a small plan', 'map'],
        [['Say "Too hard, I quit"', 'stop-hand']],
        'A plan cuts a big job into small steps.',
        1,
      ),
      question(
        'Halfway through, you feel cross. What helps?',
        ['Count to five, then go on', 'hands'],
        [['Rip it up', 'trash']],
        'Counting to five helps us calm down and keep going.',
        1,
      ),
      question(
        'You reach the end! What can you say?',
        ['"I am proud I kept going"', 'proud'],
        [['"I still cannot do anything"', 'frown']],
        'You kept going. Be proud of that!',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Ten days of keeping going! You shine like Deputis!', picture: 'star' },
  },
];

export const DEPUTIS: ProgrammeContent = {
  character: 'DEPUTIS',
  days: DAYS,
  screening: {
    title: 'Keep going quiz',
    questions: [
      question(
        'Your block tower falls down for the third time. What can you do?',
        ['Build it again', 'blocks'],
        [['Walk away for good', 'footsteps']],
        'Trying again is how towers get built.',
        1,
      ),
      question(
        'A job looks very big. What helps?',
        ['Small steps, one by one', 'stairs'],
        [['Doing nothing', 'bed']],
        'Small steps make big jobs easier.',
      ),
      question(
        'You feel cross at a hard puzzle. What can you do?',
        ['Calm down, then try again', 'calm'],
        [['Shout and stop', 'shout']],
        'Calm first, then keep going.',
      ),
      question(
        'You fall off your bike while learning. What now?',
        ['Get up and try again', 'bike'],
        [['Never ride again', 'stop-sign']],
        'Learning to ride takes many tries. If you are hurt, tell a grown-up.',
        1,
      ),
      question(
        'A friend is stuck and wants to stop. What can you say?',
        ['"You can do it!"', 'clap'],
        [
          ['"Just give up"', 'thumbs-down'],
          ['Nothing at all', 'quiet'],
        ],
        'Cheering helps friends keep going.',
        1,
      ),
    ],
  },
};
