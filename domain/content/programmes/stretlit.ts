import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** STRETLIT: Growing. Ten days from a first little stretch to "look how I grew", learning how learning works. */
const DAYS: DayContent[] = [
  {
    title: 'Stretch a little',
    competency: 'self-awareness',
    lyrics: ['Stretlit stretches up so high', 'A little more each day', 'I can learn a little more', 'And grow along the way'],
    lesson: [
      card('Meet Stretlit', 'Stretlit the cat stretches a little further every day.', 'cat'),
      card('Your brain grows', 'When we learn something new, our brain grows stronger.', 'brain'),
      card('A little more', 'Yesterday, one page. Today, one page and a bit more. That is growing!', 'book'),
    ],
    practice: [
      question(
        'What happens to your brain when you learn something new?',
        ['It grows stronger', 'brain'],
        [['Nothing happens', 'stop-sign']],
        'Learning helps your brain grow, like stretching helps a cat.',
        1,
      ),
      question(
        'Aiko read one page yesterday. What is a good stretch today?',
        ['One page and a bit more', 'book'],
        [['Stop reading', 'stop-hand']],
        'A little more than yesterday is a great stretch.',
        1,
      ),
      question(
        'Stretlit grows a little every day. Can you grow too?',
        ['Yes, a little each day', 'plant'],
        [
          ['No, never', 'stop-sign'],
          ['Only grown-ups can', 'family'],
        ],
        'Everyone can grow, a little at a time.',
        1,
      ),
    ],
    beat: 'echo',
    celebration: { message: 'Stretlit saw you stretch and grow!', picture: 'cat' },
  },
  {
    title: 'The little word yet',
    competency: 'self-management',
    lyrics: ['I cannot do it yet', 'Yet is a little word', 'It says I am still learning', 'Like a baby bird'],
    lesson: [
      card('Add yet', '"I can\u2019t do it" can become "I can\u2019t do it yet."', 'bubble'),
      card('Still learning', 'Yet means we are still learning. We will get there.', 'path'),
      card('A baby bird', 'A baby bird cannot fly yet. It practises, and one day it flies.', 'bird'),
      card('Kind inside words', 'We can talk to ourselves like a kind friend: "Keep trying!"', 'thought'),
    ],
    practice: [
      question(
        'Mateo falls off his new bike. What can he say?',
        ['"I can\u2019t ride it yet"', 'bike'],
        [['"I will never ride it"', 'stop-sign']],
        'Yet means Mateo is still learning, and he will get there.',
      ),
      question(
        'A baby bird cannot fly yet. What does it do?',
        ['Practise a little each day', 'bird'],
        [['Give up on flying', 'stop-hand']],
        'Like a baby bird, we practise and grow.',
        1,
      ),
      question(
        'Sums feel hard today. What can you tell yourself?',
        ['"I am still learning"', 'thought'],
        [
          ['"I am bad at sums"', 'frown'],
          ['"Sums are silly"', 'thumbs-down'],
        ],
        'Kind inside words help us keep trying.',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Like a baby bird, you are learning to fly!', picture: 'bird' },
  },
  {
    title: 'Mistakes are clues',
    competency: 'self-awareness',
    lyrics: ['Oops I made a mistake', 'It is a clue for me', 'I look I fix I try again', 'And grow just like a tree'],
    lesson: [
      card('A clue', 'A mistake shows us what to practise next. It is a clue!', 'magnifier'),
      card('Look closely', 'We look at the mistake. Which part went wrong?', 'eyes'),
      card('Fix and grow', 'Priya wrote b, not d. Now she knows which letter to practise.', 'pencil'),
    ],
    practice: [
      question(
        'Priya writes b instead of d. What does the mistake show her?',
        ['Which letter to practise', 'pencil'],
        [['That she cannot write', 'frown']],
        'A mistake is a clue about what to practise.',
      ),
      question(
        'Your paper plane falls straight down. What can you do?',
        ['Look closely and fix it', 'magnifier'],
        [['Throw it in the bin', 'trash']],
        'Look closely, fix one part, then try again.',
      ),
      question(
        'Stretlit gets a sum wrong. What does Stretlit say?',
        ['"Oh! Now I know what to learn"', 'lightbulb'],
        [
          ['"I give up on sums"', 'stop-hand'],
          ['"Nobody must see this"', 'quiet'],
        ],
        'Stretlit is glad to find a clue. Now it knows what to learn.',
        2,
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You turned mistakes into clues today!', picture: 'magnifier' },
  },
  {
    title: 'A little every day',
    competency: 'self-management',
    lyrics: ['A little bit of practice', 'A little every day', 'Like water for a flower', 'It helps me grow my way'],
    lesson: [
      card('Practice helps', 'Tying laces is hard at first. We practise, and it gets easier.', 'shoes'),
      card('Little and often', 'A little practice every day helps more than lots on one day.', 'calendar'),
      card('Like water', 'Practice is like water for a plant. Bit by bit, it grows.', 'watering-can'),
    ],
    practice: [
      question(
        'Jonas wants to tie his shoelaces. What helps most?',
        ['Practise a little each day', 'shoes'],
        [['Try once, then stop', 'stop-hand']],
        'A little practice each day makes laces easier.',
        1,
      ),
      question(
        'Which helps more when you learn to read?',
        ['Reading a little every day', 'calendar'],
        [['Reading once, then never', 'stop-sign']],
        'Little and often helps reading grow.',
        1,
      ),
      question(
        'Practice helps you grow. It is like giving a plant...',
        ['Water', 'watering-can'],
        [
          ['Cookies', 'cookie'],
          ['A ball', 'ball'],
        ],
        'Plants grow with water. Skills grow with practice.',
        1,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'Little by little, you are growing. Keep practising!', picture: 'plant' },
  },
  {
    title: 'Show me how',
    competency: 'relationship-skills',
    lyrics: ['Can you show me how you do it', 'I will show you too', 'When we learn from one another', 'We both grow something new'],
    lesson: [
      card('Ask a friend', 'Friends know things we do not know yet. We can ask, "Can you show me?"', 'friends'),
      card('Watch and try', 'We watch how they do it. Then we try it ourselves.', 'eyes'),
      card('Teach a friend', 'We can show a friend something we know. We go slowly and kindly.', 'helper'),
    ],
    practice: [
      question(
        'Farah draws great cats. You want to learn. What can you say?',
        ['"Can you show me how?"', 'bubble'],
        [['"I will never draw cats"', 'stop-sign']],
        'Asking a friend to show you is a great way to grow.',
      ),
      question(
        'Farah shows you how to draw a cat. What do you do?',
        ['Watch, then try it', 'eyes'],
        [['Walk away', 'footsteps']],
        'Watch first, then try it yourself.',
      ),
      question(
        'Your friend is learning to skip. You can skip already. What can you do?',
        ['Show them slowly', 'helper'],
        [
          ['Laugh when they trip', 'laugh'],
          ['Skip away fast', 'footsteps'],
        ],
        'When we teach slowly and kindly, friends grow too.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'You learned with friends and helped them grow!', picture: 'friends' },
  },
  {
    title: 'Tips help me grow',
    competency: 'relationship-skills',
    lyrics: ['My teacher gives a helpful tip', 'I listen and I try', 'A tip is like a helping hand', 'To help me stretch up high'],
    lesson: [
      card('What is a tip?', 'A tip is an idea to help us do better. "Hold your pencil here."', 'lightbulb'),
      card('Listen', 'We listen to the whole tip. Then we say, "Thank you."', 'ear'),
      card('Try it', 'We try the tip straight away. Does it help?', 'pencil'),
      card('Wobbly is okay', 'A tip can make us feel a little wobbly. It means someone wants us to grow.', 'heart'),
    ],
    practice: [
      question(
        'Your teacher says, "Hold your pencil lower." What do you do?',
        ['Listen and try it', 'pencil'],
        [['Say "No, my way!"', 'shout']],
        'Tips help us grow when we listen and try.',
        1,
      ),
      question(
        'A friend gives you a tip for your tower. What can you say?',
        ['"Thanks, I will try it"', 'thumbs-up'],
        [
          ['"Go away"', 'stop-hand'],
          ['"Leave my tower alone!"', 'shout'],
        ],
        'A thank you and a try turn a tip into growing.',
        2,
      ),
      question(
        'A tip can feel a bit hard to hear. What does it mean?',
        ['Someone wants you to grow', 'plant'],
        [['Someone is cross with you', 'cross']],
        'People give tips because they want to help us.',
      ),
    ],
    beat: 'echo',
    celebration: { message: 'You listened to tips and grew today!', picture: 'ear' },
  },
  {
    title: 'Growing at my own speed',
    competency: 'social-awareness',
    lyrics: ['Some grow fast and some grow slow', 'Like flowers in the sun', 'I cheer you on and you cheer me', 'We grow with everyone'],
    lesson: [
      card('Different speeds', 'Some friends read early. Some ride bikes early. We all grow at our own speed.', 'bike'),
      card('Not a race', 'Learning is not a race. Everyone gets there in their own time.', 'turtle'),
      card('Cheer each other', 'When a friend learns something new, we cheer: "You did it!"', 'clap'),
    ],
    practice: [
      question(
        'Sam reads big books already. What can you think?',
        ['"I will get there too"', 'path'],
        [['"I am no good"', 'frown']],
        'Everyone grows at their own speed. You will get there.',
        1,
      ),
      question(
        'Your friend Kai can hop on one foot at last. What do you say?',
        ['"You did it!"', 'clap'],
        [['"I could do that first"', 'trophy']],
        'Cheering helps friends feel proud of growing.',
        1,
      ),
      question(
        'Stretlit asks: is learning a race?',
        ['No, we each have our own speed', 'turtle'],
        [['Yes, the fastest one wins', 'trophy']],
        'Learning is not a race. Everyone grows in their own time.',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'You cheered your friends on. Everyone is growing!', picture: 'clap' },
  },
  {
    title: 'Stuck? Try a new way',
    competency: 'responsible-decision-making',
    lyrics: ['If one way does not work for me', 'I try another way', 'I draw it count it ask a friend', 'And find a way today'],
    lesson: [
      card('Stuck', 'Sometimes we try the same thing again and again. It still does not work.', 'puzzle'),
      card('Think of a new way', 'We stop and think: is there another way to try?', 'lightbulb'),
      card('Ways to try', 'Draw it. Count on your fingers. Ask a friend. Take a short break.', 'hands'),
    ],
    practice: [
      question(
        'Ali cannot do a sum in his head. What new way can he try?',
        ['Count on his fingers', 'hands'],
        [['Guess any number', 'question']],
        'Fingers are a great new way to count.',
        1,
      ),
      question(
        'Your puzzle piece does not fit. You pushed it three times. What now?',
        ['Turn it a new way', 'puzzle'],
        [['Push it even harder', 'muscle']],
        'When one way does not work, try a new way.',
      ),
      question(
        'Your kite will not fly on a still day. What can you try?',
        ['Wait for a windy day', 'wind'],
        [
          ['Shout at the kite', 'shout'],
          ['Put it in the bin', 'trash'],
        ],
        'Kites need wind. Think about a new way to try.',
        1,
      ),
    ],
    beat: 'march',
    celebration: { message: 'When you got stuck, you found a new way!', picture: 'lightbulb' },
  },
  {
    title: 'Easy or stretchy?',
    competency: 'responsible-decision-making',
    lyrics: ['Too easy is too small for me', 'Too hard is much too far', 'A stretchy one is just right now', 'It helps me reach a star'],
    lesson: [
      card('Too easy', 'A book we have read ten times is cosy. But we learn little new.', 'book'),
      card('Too hard', 'Something far too hard can make us want to stop.', 'mountain'),
      card('Just a stretch', 'A stretchy task is a little bit hard. That is where we grow!', 'ladder'),
      card('Choose it', 'We can choose the stretchy one. We can still ask for help.', 'raise-hand'),
    ],
    practice: [
      question(
        'Stretlit can do a 20-piece puzzle. Which puzzle helps it grow?',
        ['A 30-piece puzzle', 'puzzle'],
        [
          ['The same one again', 'turn'],
          ['A giant 1000-piece puzzle', 'mountain'],
        ],
        'A little bit harder is just right for growing.',
      ),
      question(
        'How does a stretchy task feel?',
        ['A little bit hard', 'ladder'],
        [
          ['Super easy', 'feather'],
          ['Much too hard', 'mountain'],
        ],
        'Stretchy means a little bit hard. That is where we grow.',
        2,
      ),
      question(
        'Your stretchy task is tricky. What can you still do?',
        ['Ask for help', 'raise-hand'],
        [['Hide it in your bag', 'backpack']],
        'Stretchy tasks are fine to do with a little help.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You chose a stretchy task. That is how we grow!', picture: 'ladder' },
  },
  {
    title: 'Look how I grew',
    competency: 'self-awareness',
    lyrics: ['I used to say I cannot', 'Now I say not yet', 'I practise and I stretch each day', 'Look how tall I get'],
    lesson: [
      card('Look back', 'Think of the first day with Stretlit. Now you know how to grow.', 'calendar'),
      card('Your growing tools', 'Say "yet". Learn from mistakes. Practise. Ask a friend. Try a new way.', 'checklist'),
      card('Keep stretching', 'You can stretch a little further every day, all on your own.', 'stairs'),
    ],
    practice: [
      question(
        'Kemal could not swim last summer. Now he can. What helped?',
        ['Lots of practice', 'calendar'],
        [['Doing nothing at all', 'bed']],
        'Practice, day after day, helped Kemal grow.',
        1,
      ),
      question(
        'Think of something that is hard for you. What will you do?',
        ['Stretch a little each day', 'stairs'],
        [['Never try it again', 'stop-sign']],
        'One little stretch a day, and you will grow.',
      ),
      question(
        'Stretlit asks: who can grow?',
        ['Everyone, even me!', 'plant'],
        [['Only some children', 'friends']],
        'Everyone can grow, and that means you!',
        1,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'Ten days of stretching! Look how much you grew!', picture: 'plant' },
  },
];

export const STRETLIT: ProgrammeContent = {
  character: 'STRETLIT',
  days: DAYS,
  screening: {
    title: 'Growing quiz',
    questions: [
      question(
        'You cannot whistle yet. What can you say?',
        ['"I will learn with practice"', 'calendar'],
        [['"I will never whistle"', 'stop-sign']],
        'With practice, we can learn new things.',
        1,
      ),
      question(
        'Your painting of a horse looks wrong. What helps you grow?',
        ['Change one part and try again', 'paint'],
        [['Rip it up and stop', 'trash']],
        'Trying again, a little better each time, is how we grow.',
      ),
      question(
        'A friend can read a word you cannot. What can you do?',
        ['Ask them to show you', 'book'],
        [['Say reading is silly', 'thumbs-down']],
        'Friends can help us learn new things.',
      ),
      question(
        'How does your brain get stronger?',
        ['By learning new things', 'brain'],
        [['By never trying hard things', 'stop-hand']],
        'New and hard things make your brain grow.',
        1,
      ),
      question(
        'Your sum is wrong. What is the best next step?',
        ['Look again and fix it', 'magnifier'],
        [
          ['Hide the page', 'backpack'],
          ['Scribble all over it', 'pencil'],
        ],
        'A mistake shows us what to learn next.',
        1,
      ),
    ],
  },
};
