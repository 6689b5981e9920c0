import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** DEPUTIS: Perseverance. Ten days up one hill, step by step, to "look how far I came". */
const DAYS: DayContent[] = [
  {
    title: 'Keep on going',
    competency: 'self-awareness',
    lesson: [
      card('Meet Deputis', 'Deputis the star keeps going, one small step at a time.', 'star'),
      card('Hard is normal', 'Hard things feel hard for everyone. That is okay.', 'mountain'),
      card('Perseverance', 'Perseverance means we keep going, even when it is hard.', 'path'),
      card('Tired is okay', 'Hard work can make us feel tired. A short rest helps.', 'tired'),
    ],
    practice: [
      question(
        'Deputis is halfway up the hill. "I feel tired," he says. What could he do?',
        ['Rest a moment, then go on', 'hourglass'],
        [
          ['Push on without a rest', 'muscle'],
          ['Go back down and give up on hills', 'walk-away'],
        ],
        'Feeling tired is okay. A short rest helps Deputis keep going.',
        1,
      ),
      question(
        'Your new puzzle feels really hard. What might that mean?',
        ['You are learning something new', 'brain'],
        [
          ['The puzzle is broken', 'puzzle'],
          ['You need a baby puzzle', 'toybox'],
        ],
        'Hard is normal when we learn. It means your brain is growing.',
      ),
      question(
        'Deputis tries to whistle, but only air comes out. What shows perseverance?',
        ['Try again tomorrow, and the next day', 'calendar'],
        [
          ['Give up on whistling', 'stop-hand'],
          ['Hum a song', 'music'],
        ],
        'Perseverance means Deputis keeps trying, day after day.',
        2,
      ),
    ],
    celebration: { message: 'You chose ways to keep going!', picture: 'path' },
  },
  {
    title: 'One step at a time',
    competency: 'self-management',
    lesson: [
      card('Big jobs', 'Some jobs look too big, like tidying a very messy room.', 'toybox'),
      card('Cut it small', 'We cut a big job into small steps. First the books, then the toys.', 'checklist'),
      card('Just the next step', 'We only think about the next small step. Then the next one.', 'tidy-up'),
    ],
    practice: [
      question(
        'Your room is very messy. Where could you start?',
        ['Put just the books away', 'book'],
        [
          ['Pick up everything at once', 'tidy-up'],
          ['Make a list of every toy', 'checklist'],
        ],
        'Start with one small part. Then do the next.',
      ),
      question(
        'Deputis is writing a long card for Grandpa. What could he do first?',
        ['Write just "Dear Grandpa"', 'pencil'],
        [
          ['Think of every line at once', 'thought'],
          ['Find a much bigger card', 'letter'],
        ],
        'One line at a time makes a long card easier.',
        1,
      ),
      question(
        'Mia must carry ten heavy books to the shelf. What could she do?',
        ['Carry two books at a time', 'book'],
        [
          ['Carry ten at once', 'muscle'],
          ['Leave them for the teacher', 'teacher'],
        ],
        'Small loads, one by one, get the whole job done safely.',
        2,
      ),
    ],
    celebration: { message: 'You chose small steps for big jobs!', picture: 'checklist' },
  },
  {
    title: 'When I want to quit',
    competency: 'self-management',
    lesson: [
      card('Mad feelings', 'When something is hard, we might feel mad. We might want to quit.', 'cross'),
      card('Stop, breathe, name it', 'Feeling mad at a hard job? Use Stop, breathe, name it.', 'calm-down'),
      card('A short break', 'We can get a drink of water. Then we come back.', 'water'),
      card('Back to it', 'Now try once more. A calm body can keep going.', 'calm'),
    ],
    practice: [
      question(
        'Deputis cannot close the zipper on his coat. "I feel mad!" he says. What could he do first?',
        ['Use Stop, breathe, name it', 'calm-down'],
        [
          ['Pull the zipper really hard', 'muscle'],
          ['Ask for a different coat', 'coat'],
        ],
        'Feeling mad is okay. A calm moment helps Deputis try again.',
      ),
      question(
        'You have tried a hard puzzle for a long time. You feel mad. What could help?',
        ['A short break and a drink', 'water'],
        [
          ['Push the pieces in harder', 'puzzle'],
          ['Tell everyone the puzzle is dumb', 'bubble'],
        ],
        'A short break helps the mad feeling get smaller.',
        1,
      ),
      question(
        'Deputis had a break from his zipper. "I feel calm now," he says. What next?',
        ['Try the coat zipper again', 'coat'],
        [
          ['Start a new, easier game', 'ball'],
          ['Tell a friend and Dad about the break', 'friends'],
        ],
        'After a break, Deputis comes back and keeps going.',
        2,
      ),
    ],
    celebration: { message: 'You chose to calm down, then keep going!', picture: 'calm' },
  },
  {
    title: 'My keep-going plan',
    competency: 'responsible-decision-making',
    lesson: [
      card('A plan', 'A plan says what we will do first, next and last.', 'map'),
      card('Write the steps', 'We can draw or write our steps on a list.', 'checklist'),
      card('Check as you go', 'Each step we finish gets a check mark. The checks show how far we came.', 'pencil'),
    ],
    practice: [
      question(
        'Deputis wants to swim across the pool by summer. What is a good plan?',
        ['Practice in the pool every week', 'calendar'],
        [
          ['Swim far one day in summer', 'sun'],
          ['Read a book about swimming', 'book'],
        ],
        'A plan with a little practice each week helps Deputis keep going.',
        1,
      ),
      question(
        'Deputis has five steps in his plan. How could he keep track?',
        ['A list he can check off', 'checklist'],
        [
          ['Saying them out loud and then again', 'bubble'],
          ['Keeping them in his head', 'brain'],
        ],
        'A list shows every step, so none get lost.',
      ),
      question(
        'You finish the first step of your plan. What could you do next?',
        ['Check it off, then start step two', 'pencil'],
        [
          ['Stop and rest for the day', 'moon'],
          ['Make a brand new plan', 'map'],
        ],
        'Check it off and keep going. Every check is a step closer.',
        2,
      ),
    ],
    celebration: { message: 'You made a plan and chose each next step!', picture: 'map' },
  },
  {
    title: 'A clue to keep going',
    competency: 'relationship-skills',
    lesson: [
      card('Ask for a clue', 'Stuck? We can ask for a clue, not the answer.', 'raise-hand'),
      card('Then keep going', 'With the clue, we carry on by ourselves.', 'pencil'),
      card('Give a clue', 'We can give a stuck friend a clue too. Then we let them finish.', 'lightbulb'),
    ],
    practice: [
      question(
        'Deputis is stuck on a word in his story. What could he ask?',
        ['"Can I have a clue?"', 'raise-hand'],
        [
          ['"Can you read the page to me?"', 'book'],
          ['"Can I go to the next page?"', 'stop-hand'],
        ],
        'A clue helps Deputis keep going by himself.',
        1,
      ),
      question(
        'Your teacher gives you a clue for a math problem. What comes next?',
        ['Keep going on your own', 'pencil'],
        [
          ['Wait for the teacher to do the rest', 'hourglass'],
          ['Ask a friend for the answer', 'friends'],
        ],
        'With one clue, you can try the rest yourself.',
      ),
      question(
        'Nour is stuck on her puzzle. How could you help her keep going?',
        ['Give her a small clue', 'lightbulb'],
        [
          ['Finish the puzzle for her', 'puzzle'],
          ['Tell her to take it apart', 'hands'],
        ],
        'A small clue lets Nour finish the puzzle herself.',
        2,
      ),
    ],
    celebration: { message: 'You chose to ask for clues and keep going!', picture: 'raise-hand' },
  },
  {
    title: 'Day by day',
    competency: 'self-management',
    lesson: [
      card('Some things take time', 'A seed takes many days to grow. Some learning does too.', 'seed'),
      card('Keep caring', 'We water the seed each day. It grows, even when we cannot see it.', 'watering-can'),
      card('Hopeful', 'Waiting can make us feel hopeful. Hopeful means "Good things might come."', 'sun'),
      card('Count the days', 'Waiting is hard. We can mark each day on a calendar.', 'calendar'),
    ],
    practice: [
      question(
        'Deputis plants a bean. The next day, nothing shows. What could he do?',
        ['Keep watering it every day', 'watering-can'],
        [
          ['Dig up the bean to look', 'seed'],
          ['Plant a new bean instead', 'plant'],
        ],
        'Seeds grow slowly, under the soil. Deputis keeps caring for his.',
      ),
      question(
        'Leila practiced on her bike for three days. She still wobbles. What now?',
        ['Keep practicing, day by day', 'calendar'],
        [
          ['Wait until she is bigger', 'hourglass'],
          ['Put the bike away for good', 'bike'],
        ],
        'Wobbles get smaller, day by day.',
        1,
      ),
      question(
        'The class caterpillar needs two weeks to change. How could you wait?',
        ['Mark each day on the calendar', 'calendar'],
        [
          ['Open the box to look inside', 'magnifier'],
          ['Ask every hour if it is done', 'clock'],
        ],
        'Marking the days makes waiting easier. The caterpillar needs time.',
        2,
      ),
    ],
    celebration: { message: 'You thought about waiting, day by day!', picture: 'seed' },
  },
  {
    title: 'Cheer a friend on',
    competency: 'social-awareness',
    lesson: [
      card('Notice', 'Look at your friend. A worried face might mean "This is hard."', 'worried'),
      card('Cheer them on', 'We can say, "You can do it!" or "Keep going!"', 'clap'),
      card('Cheer the trying', 'We cheer for trying hard, not just for winning.', 'thumbs-up'),
    ],
    practice: [
      question(
        'Hugo is last in the race. He looks tired. What could you do?',
        ['"Keep going, Hugo!"', 'bubble'],
        [
          ['Run over and help him', 'helper', ALSO_GOOD],
          ['"Hugo, you can stop now"', 'stop-hand'],
        ],
        'Cheering might help a tired friend keep going.',
        1,
      ),
      question(
        'Your friend frowns at a hard math problem. How might she feel?',
        ['Worried', 'worried'],
        [
          ['Happy', 'smile'],
          ['Proud', 'proud'],
        ],
        'A frown at a hard problem might mean she feels worried.',
      ),
      question(
        'Lin worked hard on her painting. It did not win a prize. What could you say?',
        ['"You worked hard on your painting!"', 'paint'],
        [
          ['"You can win next time, for sure"', 'bubble'],
          ['"Maybe you will win next time"', 'calendar', ALSO_GOOD],
        ],
        'Cheering for her hard work tells Lin her trying counts.',
        2,
      ),
    ],
    celebration: { message: 'You chose words that cheer a friend on!', picture: 'clap' },
  },
  {
    title: 'To the finish line',
    competency: 'self-awareness',
    lesson: [
      card('First is not everything', 'Only one child can be first. Everyone can finish.', 'flag'),
      card('Your best', 'Your best is what you can do today. That is enough.', 'muscle'),
      card('Disappointed', 'Not winning can make us feel disappointed. That is okay.', 'disappointed'),
      card('Proud of trying', 'We can feel proud when we keep going to the very end.', 'proud'),
    ],
    practice: [
      question(
        'Mia comes fifth in the race. What could she tell herself?',
        ['"I finished. I did my best!"', 'proud'],
        [
          ['"I will not race again"', 'thought'],
          ['"Next time I need to be first"', 'target'],
        ],
        'Finishing and doing her best is something Mia can be proud of.',
        1,
      ),
      question(
        'Deputis is far behind in the race. What could he do?',
        ['Keep running to the end', 'flag'],
        [
          ['Walk off the track', 'walk-away'],
          ['Stop and cheer the runners', 'clap'],
        ],
        'Deputis keeps going to the finish. That is perseverance.',
      ),
      question(
        'Your team loses the relay. You feel disappointed. What could you do?',
        ['Say "Good race" to the other team', 'handshake'],
        [
          ['Go home right away', 'house'],
          ['Say the other team cheated', 'bubble'],
        ],
        'Feeling disappointed is okay. Kind words show you can lose well.',
        2,
      ),
    ],
    celebration: { message: 'You thought about doing your best to the end!', picture: 'flag' },
  },
  {
    title: 'Finish what I start',
    competency: 'responsible-decision-making',
    lesson: [
      card('Half done', 'Starting is easy. Finishing takes perseverance.', 'puzzle'),
      card('Finish first', 'Before we start something new, we finish what we began.', 'checklist'),
      card('Pick a size', 'We choose a job we can finish. A small drawing, not a giant one.', 'crayons'),
      card('The finish feeling', 'Finishing can make us feel proud. We can look at what we did!', 'smile'),
    ],
    practice: [
      question(
        'You are tidying your toys. A friend calls you to play. What could you do?',
        ['Finish tidying, then play', 'toybox'],
        [
          ['Play first, tidy later', 'ball'],
          ['Tidy half, then play with them', 'tidy-up'],
        ],
        'Finish first, then play. The job is done!',
        1,
      ),
      question(
        'You have ten minutes to draw. Which drawing could you finish?',
        ['A small picture of your cat', 'cat'],
        [
          ['A huge map of your town', 'map'],
          ['A whole comic book with your cat', 'book'],
        ],
        'Pick a job you can finish in the time you have.',
      ),
      question(
        'Omar starts a puzzle, then a drawing, then blocks. What could help him?',
        ['Pick one and finish it', 'checklist'],
        [
          ['Start another thing', 'blocks'],
          ['Do the three quickly', 'clock'],
        ],
        'One finished job feels better than three half-done ones.',
        2,
      ),
      question(
        'It is bedtime. Your puzzle is half done. What could you do?',
        ['Go to bed, finish tomorrow', 'bed'],
        [
          ['Stay up to finish it', 'moon'],
          ['Put the puzzle back in the box', 'toybox'],
        ],
        'Sleep comes first. Finishing tomorrow is still finishing.',
      ),
    ],
    celebration: { message: 'You chose to finish what you start!', picture: 'checklist' },
  },
  {
    title: 'Look how far I came',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'Ten days ago, you met Deputis. Look how far you came!', 'path'),
      card('Your keep-going tools', 'Small steps. Stop, breathe, name it. A plan. A clue. Day by day.', 'checklist'),
      card('Confident', 'Keeping going can make you feel confident. You know you can try.', 'confident'),
      card('On your own', 'Next time a job looks like a mountain, take one small step.', 'mountain'),
    ],
    practice: [
      question(
        'Your teacher gives you a long project. What could you do first?',
        ['Make a small plan', 'map'],
        [
          ['Start with the hardest part', 'mountain'],
          ['Wait until the day before', 'calendar'],
        ],
        'A plan cuts a big job into small steps.',
        1,
      ),
      question(
        'Halfway through the project, you feel mad. What could help?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Start a brand new project', 'pencil'],
          ['Rip up the page', 'trash'],
        ],
        'Mad is okay. A calm moment helps you keep going.',
      ),
      question(
        'You finish the project at last! What could you say?',
        ['"I kept going. I am proud!"', 'proud'],
        [
          ['"It was luck, and Mom helped"', 'bubble'],
          ['"I hope nobody sees it"', 'eyes'],
        ],
        'You kept going. You can be proud of that!',
        2,
      ),
    ],
    celebration: { message: 'Ten days of choosing to keep going! You shine like Deputis!', picture: 'star' },
  },
];

export const DEPUTIS: ProgrammeContent = {
  character: 'DEPUTIS',
  days: DAYS,
  screening: {
    title: 'Keep going: what would you do?',
    questions: [
      testItem(
        'responsible-decision-making',
        'Your shoelace comes undone again and again. What could you do?',
        ['Tie the lace again, in a double knot', 'shoes'],
        [
          ['Walk on with the lace flapping', 'footsteps'],
          ['Take them off and carry them', 'hands'],
        ],
        'Tying it again, a bit better, is keeping going.',
      ),
      testItem(
        'self-management',
        'You are learning to swim. You swallow some water. What could you do?',
        ['Cough it out, and swim on to the end', 'breath'],
        [
          ['Say, "I am done," and go home', 'house'],
          ['Go and play on the big slide', 'climbing-frame'],
        ],
        'Swallowing water happens to every swimmer. Then they try again.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your snowman keeps falling over. What could you do?',
        ['Pack the bottom ball bigger', 'hands'],
        [
          ['Let him lie there, and go in', 'house'],
          ['Knock him down with snowballs', 'snowflake'],
        ],
        'Trying a better way is keeping going.',
        1,
      ),
      testItem(
        'self-management',
        'Your reading book is long. You feel bored on page three. What could you do?',
        ['Read the book one chapter a day', 'calendar'],
        [
          ['Skip to the last page', 'book'],
          ['Put the book back unread', 'backpack'],
        ],
        'A long book is read a little at a time.',
      ),
      testItem(
        'self-management',
        'You are learning the recorder. One note keeps squeaking. What could you do?',
        ['Blow that note softly, over and over', 'music'],
        [
          ['Blow as hard as you can', 'wind'],
          ['Put the recorder in the toy box', 'toybox'],
        ],
        'Practicing the tricky part, slowly, is keeping going.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend wants to quit the class play. Her lines are hard. What could you say?',
        ['"Let\u2019s practice one line at a time"', 'book'],
        [
          ['"I can help, and say them for you"', 'friends'],
          ['"Just skip the hard lines"', 'walk-away'],
        ],
        'Helping a friend take small steps helps her keep going.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend loses at chess three times. He says, "I am bad at this." What could you say?',
        ['"Play again! You are learning."', 'bubble'],
        [
          ['"I will let you win the next one"', 'flag'],
          ['"Let\u2019s try drawing a bit, okay?"', 'crayons'],
        ],
        'Losing is part of learning. A friend can help him keep going.',
      ),
      testItem(
        'self-management',
        'You are learning your address. You always forget the end. What could you do?',
        ['Say the end part over and over', 'house'],
        [
          ['Say the start again and again', 'bubble'],
          ['Leave the end out when you say it', 'thought'],
        ],
        'Practicing the hard part the most helps it stick.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'responsible-decision-making',
        'Your tower of paper cups falls every time. What could you do?',
        ['Put the big cups at the bottom', 'blocks'],
        [
          ['Try to hold it up with a hand', 'hands'],
          ['Throw the cups in the trash', 'trash'],
        ],
        'Trying a better way is keeping going.',
        2,
      ),
      testItem(
        'self-management',
        'You are learning to skate. You fall on the ice. What could you do?',
        ['Get back up and skate on', 'snowflake'],
        [
          ['Sit on the bench until it ends', 'hourglass'],
          ['Take off your skates and go home', 'house'],
        ],
        'Every skater falls. Then they get up and try again.',
      ),
      testItem(
        'responsible-decision-making',
        'Your bubble wand makes no bubbles. What could you do?',
        ['Blow more slowly and softly', 'breath'],
        [
          ['Try to blow hard, and then try harder', 'wind'],
          ['Throw the wand away', 'trash'],
        ],
        'Trying a new way is keeping going.',
        1,
      ),
      testItem(
        'self-management',
        'You have ten spelling words this week. That feels like a lot. What could you do?',
        ['Learn two of the words a day', 'calendar'],
        [
          ['Learn the easy ones, and skip the rest', 'pencil'],
          ['Learn them all at night, and try hard', 'moon'],
        ],
        'A big job is done a little at a time.',
        2,
      ),
      testItem(
        'self-management',
        'You are learning to bounce and catch a ball. It keeps rolling away. What could you do?',
        ['Bounce it low and slow, and try again', 'ball'],
        [
          ['Say "Bad ball!" and kick it away', 'push'],
          ['Go and ride a bike with a friend', 'bike'],
        ],
        'Making it a bit easier, then trying again, is keeping going.',
      ),
      testItem(
        'relationship-skills',
        'Your friend\u2019s horse drawing looks funny to him. He wants to rip it up. What could you say?',
        ['"The legs can be fixed"', 'pencil'],
        [
          ['"Rip it up and draw a car"', 'trash'],
          ['"I can draw a horse for you"', 'crayons'],
        ],
        'Helping a friend fix one part helps him keep going.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your cousin keeps missing the basket. He says, "I can\u2019t do it." What could you say?',
        ['"Throw from closer, then step back"', 'footsteps'],
        [
          ['"Let\u2019s play a different game"', 'blocks'],
          ['"I will throw it in for you"', 'ball'],
        ],
        'A small step closer helps a friend keep going.',
        2,
      ),
      testItem(
        'self-management',
        'Your dance for the show has one tricky spin. What could you do?',
        ['Practice the spin the most', 'music'],
        [
          ['Try the easy steps again and again', 'footsteps'],
          ['Leave the spin out on the day', 'calendar'],
        ],
        'Practicing the hard part the most is keeping going.',
      ),
    ],
  },
};
