import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** STRETLIT: Growing. Ten days from a first little stretch to "look how I grew", learning how learning works. */
const DAYS: DayContent[] = [
  {
    title: 'Stretch a little',
    competency: 'self-awareness',
    lesson: [
      card('Meet Stretlit', 'Stretlit the cat stretches a little further every day.', 'cat'),
      card('Your brain grows', 'When we learn something new, our brain grows stronger.', 'brain'),
      card('Curious', 'Curious means you want to find out more. Curious brains grow.', 'magnifier'),
      card('A little more', 'Yesterday, one page. Today, one page and a bit more. That is growing!', 'book'),
    ],
    practice: [
      question(
        'Aiko read one page yesterday. What is a good stretch today?',
        ['One page and a bit more', 'book'],
        [
          ['Look at the pictures', 'eyes'],
          ['Ten pages before dinner', 'clock'],
        ],
        'A little more than yesterday is a stretch that helps Aiko grow.',
      ),
      question(
        'Leo finds a bug he does not know. "I feel curious!" he says. What could he do?',
        ['Look at it and ask', 'magnifier'],
        [
          ['Wait for someone to tell him', 'hourglass'],
          ['Draw the bug later from memory', 'crayons'],
        ],
        'Curious feelings help us learn. Looking and asking grows our brain.',
        1,
      ),
      question(
        'You can write your own name now. What could you try next?',
        ['Write the name of a friend', 'pencil'],
        [
          ['Draw a picture', 'crayons'],
          ['Write a whole story tonight', 'book'],
        ],
        'A new name is a little stretch. A whole story is a big jump.',
        2,
      ),
    ],
    celebration: { message: 'You chose little stretches that help you grow!', picture: 'cat' },
  },
  {
    title: 'The little word yet',
    competency: 'self-management',
    lesson: [
      card('Add yet', '"I can\u2019t do it" can become "I can\u2019t do it yet."', 'bubble'),
      card('Frustrated', 'Hard things can make us feel frustrated. That feeling is okay.', 'cross'),
      card('A baby bird', 'A baby bird cannot fly yet. The bird practices, and one day flies.', 'bird'),
      card('Kind inside words', 'We can talk to ourselves like a kind friend: "Keep trying!"', 'thought'),
    ],
    practice: [
      question(
        'Mateo falls off his new bike. "I feel frustrated!" he says. What could he say next?',
        ['"I can\u2019t ride it yet"', 'bike'],
        [
          ['"I will not ride a bike"', 'thought'],
          ['"I can\u2019t ride it"', 'bubble'],
        ],
        'Feeling frustrated is okay. Yet means Mateo is still learning.',
        1,
      ),
      question(
        'Math feels hard today. What could you tell yourself?',
        ['"I am still learning how to do this"', 'thought'],
        [
          ['"Math is too hard for me"', 'brain'],
          ['"I will copy my friend"', 'friends'],
        ],
        'Kind inside words help us keep trying.',
        2,
      ),
      question(
        'Stretlit cannot do a cartwheel yet. "I feel frustrated," she says. What could she do?',
        ['Try a little every day', 'calendar'],
        [
          ['Try again, then stop', 'stop-hand'],
          ['Say, "Cartwheels are not for me"', 'bubble'],
        ],
        'Cartwheels take many tries. A little each day helps Stretlit grow.',
      ),
    ],
    celebration: { message: 'You practiced adding the little word yet!', picture: 'bird' },
  },
  {
    title: 'Mistakes are clues',
    competency: 'self-awareness',
    lesson: [
      card('A clue', 'A mistake shows us what to practice next. It is a clue!', 'magnifier'),
      card('Embarrassed', 'A mistake can make us feel embarrassed. Everyone makes mistakes.', 'embarrassed'),
      card('Look closely', 'We look at the mistake. Which part went wrong?', 'eyes'),
      card('Fix and grow', 'Priya wrote b, not d. Now she knows which letter to practice.', 'pencil'),
    ],
    practice: [
      question(
        'Priya writes b instead of d. What could the mistake show her?',
        ['Which letter to practice more', 'pencil'],
        [
          ['That writing is not for her', 'book'],
          ['That she should write faster', 'clock'],
        ],
        'A mistake is a clue about what to practice next.',
        1,
      ),
      question(
        'Your paper plane falls straight down. What could you do?',
        ['Look and fix one part', 'magnifier'],
        [
          ['Ask a friend to fold one for you', 'friends'],
          ['Throw it harder next time', 'muscle'],
        ],
        'Look closely, fix one part, then try again.',
        2,
      ),
      question(
        'Stretlit sings a wrong note. "I feel embarrassed," she says. What could she think?',
        ['"Oops! Now I know that note."', 'music'],
        [
          ['"I will stand at the back"', 'walk-away'],
          ['"I will stop singing now"', 'stop-hand'],
        ],
        'Feeling embarrassed is okay. The wrong note is a clue for Stretlit.',
      ),
    ],
    celebration: { message: 'You thought about how mistakes can be clues!', picture: 'magnifier' },
  },
  {
    title: 'A little every day',
    competency: 'self-management',
    lesson: [
      card('Practice helps', 'Tying laces is hard at first. We practice, and it gets easier.', 'shoes'),
      card('Little and often', 'A little practice every day helps more than lots on one day.', 'calendar'),
      card('Bored is okay', 'Practice can feel boring. Feeling bored is okay. Short practice helps.', 'bored'),
      card('Like water', 'Practice is like water for a plant. Bit by bit, it grows.', 'watering-can'),
    ],
    practice: [
      question(
        'Jonas wants to tie his own laces. What could help most?',
        ['Tie his laces every morning', 'shoes'],
        [
          ['Practice just on Friday', 'calendar'],
          ['Watch his sister tie hers', 'eyes', ALSO_GOOD],
        ],
        'A little practice every morning makes laces easier.',
        1,
      ),
      question(
        'Ravi says, "I feel bored practicing letters." What could he do?',
        ['Do five minutes, then rest', 'clock'],
        [
          ['Stop practicing letters', 'stop-hand'],
          ['Do one whole hour to finish', 'hourglass'],
        ],
        'Bored is okay. Short practice still helps Ravi grow.',
        2,
      ),
      question(
        'Ella is new to the piano. Which plan could help her most?',
        ['Play a little every day', 'calendar'],
        [
          ['Practice for hours on Saturday', 'music'],
          ['Play when her teacher comes', 'teacher'],
        ],
        'Little and often helps more than lots on one day.',
      ),
    ],
    celebration: { message: 'You picked little and often. Keep practicing!', picture: 'plant' },
  },
  {
    title: 'Show me how',
    competency: 'relationship-skills',
    lesson: [
      card('Inspired', 'A friend\u2019s work can make us feel inspired. Inspired means full of new ideas!', 'inspired'),
      card('Ask a friend', 'Friends know things we do not know. We can ask, "Can you show me?"', 'friends'),
      card('Watch and try', 'We watch how they do it. Then we try it ourselves.', 'eyes'),
      card('Teach a friend', 'We can show a friend something we know. We go slowly and kindly.', 'helper'),
    ],
    practice: [
      question(
        'Farah draws great cats. You feel inspired. What could you say?',
        ['"Can you show me how you draw them?"', 'bubble'],
        [
          ['"Can I keep your drawing?"', 'gift'],
          ['"I will trace over yours"', 'pencil'],
        ],
        'Asking Farah to show you helps you learn to draw cats too.',
        2,
      ),
      question(
        'Farah shows you the steps for her cat. What could you do?',
        ['Watch, then try it yourself', 'eyes'],
        [
          ['Ask her to draw one for you', 'crayons'],
          ['Start before she finishes', 'clock'],
        ],
        'Watching first, then trying, is how we learn from a friend.',
      ),
      question(
        'Your friend is learning to jump rope. You already can. What could you do?',
        ['Show her slowly, one jump at a time', 'helper'],
        [
          ['Jump your fastest so she sees', 'muscle'],
          ['Count her jumps out loud', 'hands', ALSO_GOOD],
        ],
        'Going slowly lets your friend see each step.',
        1,
      ),
    ],
    celebration: { message: 'You chose ways to learn with friends!', picture: 'friends' },
  },
  {
    title: 'Tips help me grow',
    competency: 'relationship-skills',
    lesson: [
      card('What is a tip?', 'A tip is an idea to help us do better. "Hold your pencil here."', 'lightbulb'),
      card('Listen', 'We listen to the whole tip. Then we say, "Thank you."', 'ear'),
      card('Try it', 'We try the tip straight away. Does it help?', 'pencil'),
      card('Hard to hear', 'A tip can feel hard to hear. It means someone wants us to grow.', 'heart'),
    ],
    practice: [
      question(
        'Your teacher says, "Hold your pencil lower." What could you do?',
        ['Hold the pencil lower', 'pencil'],
        [
          ['Say "I like my way better"', 'bubble'],
          ['Ask a friend to help hold it', 'friends'],
        ],
        'A tip helps most when we listen and try it right away.',
        1,
      ),
      question(
        'A friend gives you a tip for your sandcastle. What could you say?',
        ['"Thanks, I will try it"', 'bubble'],
        [
          ['"I already know how"', 'brain'],
          ['"Can you build it for me?"', 'friends'],
        ],
        'A thank you and a try turn a tip into growing.',
        2,
      ),
      question(
        'Coach says, "Kick with the side of your foot." What could you do?',
        ['Try it on the next kick', 'ball'],
        [
          ['Kick harder, like before', 'muscle'],
          ['Say "I meant to do that"', 'bubble'],
        ],
        'Trying the tip right away shows you if it helps.',
      ),
    ],
    celebration: { message: 'You listened to tips and chose to try them!', picture: 'ear' },
  },
  {
    title: 'Growing at my own speed',
    competency: 'social-awareness',
    lesson: [
      card('Different speeds', 'Some friends read early. Some ride bikes early. We all grow at our own speed.', 'bike'),
      card('Not a race', 'Learning is not a race. Everyone gets there in their own time.', 'turtle'),
      card('Jealous', 'A friend can do it first. We might feel jealous. That is okay.', 'heart'),
      card('Cheer each other', 'When a friend learns something new, we cheer: "You did it!"', 'clap'),
    ],
    practice: [
      question(
        'Sam reads chapter books. You read picture books. What could you think?',
        ['"I will get there too"', 'thought'],
        [
          ['"I need to read his books now"', 'book'],
          ['"Reading is for Sam"', 'bubble'],
        ],
        'Everyone grows at their own speed. You will get there.',
        2,
      ),
      question(
        'Kai hops on one foot at last. What could you say?',
        ['"You did it, Kai! Well done!"', 'clap'],
        [
          ['"Well, my turn now"', 'turn'],
          ['"Watch me hop on one foot"', 'eyes'],
        ],
        'Cheering first might help Kai feel proud of growing.',
      ),
      question(
        'Your friend is faster at puzzles. You might feel jealous. What could you do?',
        ['Ask how she does it', 'puzzle'],
        [
          ['Stop doing puzzles', 'stop-hand'],
          ['High-five her, then quit puzzles', 'high-five'],
        ],
        'Jealous is okay. Asking turns the feeling into learning.',
        1,
      ),
    ],
    celebration: { message: 'You chose to cheer your friends on!', picture: 'clap' },
  },
  {
    title: 'Stuck? Try a new way',
    competency: 'responsible-decision-making',
    lesson: [
      card('Stuck', 'Sometimes we try the same thing again and again. It still does not work.', 'puzzle'),
      card('Think of a new way', 'We stop and think: is there another way to try?', 'lightbulb'),
      card('Ways to try', 'Draw it. Count on your fingers. Ask a friend. Take a short break.', 'hands'),
    ],
    practice: [
      question(
        'Ali cannot add 7 and 5 in his head. What new way could he try?',
        ['Count on his fingers', 'hands'],
        [
          ['Guess a number and move on', 'question'],
          ['Try again in his head', 'brain'],
        ],
        'Fingers are a great new way to count.',
        2,
      ),
      question(
        'Your puzzle piece will not fit. You pushed it three times. What now?',
        ['Turn the piece around and try again', 'puzzle'],
        [
          ['Push it again, harder', 'muscle'],
          ['Ask a friend to push it in', 'friends'],
        ],
        'When one way does not work, try a new way.',
      ),
      question(
        'Stretlit keeps spelling "said" wrong. What new way could she try?',
        ['Sing the letters as a song', 'music'],
        [
          ['Write it like before', 'pencil'],
          ['Leave that word out of her story', 'stop-hand'],
        ],
        'A song is a new way to remember the letters.',
        1,
      ),
    ],
    celebration: { message: 'You thought of new ways to try!', picture: 'lightbulb' },
  },
  {
    title: 'Easy or stretchy?',
    competency: 'responsible-decision-making',
    lesson: [
      card('Too easy', 'A book we read ten times is cozy. We might feel bored.', 'book'),
      card('Too hard', 'Something far too hard can make us want to stop.', 'mountain'),
      card('Just a stretch', 'A stretchy task is a little bit hard. That is where we grow!', 'target'),
      card('Choose it', 'We can choose the stretchy one. We can still ask for help.', 'ask-help'),
    ],
    practice: [
      question(
        'Stretlit can do a 20-piece puzzle. Which puzzle could help her grow?',
        ['A 30-piece puzzle, a bit harder', 'puzzle'],
        [
          ['Her 20-piece puzzle again', 'toybox'],
          ['A giant 1000-piece puzzle', 'mountain'],
        ],
        'A little bit harder is just right for growing.',
        2,
      ),
      question(
        'You feel bored. Your book is much too easy. What could you do?',
        ['Choose a book a bit harder', 'book'],
        [
          ['Read your favorite easy one again', 'heart', ALSO_GOOD],
          ['Stop reading for today', 'bed'],
        ],
        'Bored can be a clue. A stretchy book might help you grow.',
      ),
      question(
        'Your stretchy task feels tricky. What could you still do?',
        ['Ask your teacher for help', 'ask-help'],
        [
          ['Do only the easy part', 'checklist'],
          ['Put it in your backpack', 'backpack'],
        ],
        'Stretchy tasks are fine to do with a little help.',
        1,
      ),
    ],
    celebration: { message: 'You chose stretchy tasks to help you grow!', picture: 'target' },
  },
  {
    title: 'Look how I grew',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'Think of the first day with Stretlit. Now you know how to grow.', 'calendar'),
      card('Your growing tools', 'Say "yet". Learn from mistakes. Practice. Ask a friend. Try a new way.', 'checklist'),
      card('Confident', 'Growing can make us feel confident. Confident means "I can try this."', 'confident'),
      card('Keep stretching', 'You can stretch a little further every day, all on your own.', 'plant'),
    ],
    practice: [
      question(
        'Kemal could not swim last summer. Now he can. What helped most?',
        ['Lots of practice', 'calendar'],
        [
          ['Wearing new goggles', 'eyes'],
          ['Being born a good swimmer', 'fish'],
        ],
        'Practice, day after day, helped Kemal grow.',
        1,
      ),
      question(
        'Lucy cannot whistle. "I feel confident I can learn," she says. What else could she say?',
        ['"I can\u2019t whistle yet!"', 'bubble'],
        [
          ['"Whistling is just not for me"', 'thought'],
          ['"I will whistle tomorrow for sure"', 'calendar'],
        ],
        'Yet says Lucy is still learning. It might take many days.',
        2,
      ),
      question(
        'Grandma is learning to use a new phone. Can her brain grow?',
        ['Yes, everyone can grow', 'brain'],
        [
          ['No, she is too old', 'clock'],
          ['No, only kids\u2019 brains grow', 'thumbs-down'],
        ],
        'Brains grow at every age, even Grandma\u2019s.',
      ),
    ],
    celebration: { message: 'Ten days of stretching! You chose to keep growing!', picture: 'plant' },
  },
];

export const STRETLIT: ProgrammeContent = {
  character: 'STRETLIT',
  days: DAYS,
  screening: {
    title: 'Growing: what would you do?',
    questions: [
      testItem(
        'self-awareness',
        'You try to skip, but your feet get mixed up. What could you say?',
        ['"I can\u2019t skip yet. I am learning!"', 'thought'],
        [
          ['"I will not try that again"', 'thumbs-down'],
          ['"Can you skip for me?"', 'hands'],
        ],
        'Yet means you are still learning.',
        1,
      ),
      testItem(
        'self-management',
        'You want to catch a ball, but you drop it each time. What could help?',
        ['Practice catching a little each day', 'calendar'],
        [
          ['Ask a friend to catch for you', 'friends'],
          ['Give up on catching', 'stop-hand'],
        ],
        'A little practice each day helps you grow.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Grandpa can fold paper frogs. You want to learn. What could you do?',
        ['Ask him to show you the folds', 'hands'],
        [
          ['Buy a paper frog at the shop', 'gift'],
          ['Say, "Please fold one for me"', 'bubble'],
        ],
        'People around us can teach us new things.',
      ),
      testItem(
        'self-management',
        'You will read a poem to the class next month. What plan could help?',
        ['Read it out loud every night', 'book'],
        [
          ['Read it once, the day before', 'clock'],
          ['Wait and hope it goes well', 'hourglass'],
        ],
        'A little practice often helps you get ready.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'Your ball keeps missing the hoop. You throw it the same way each time. What could you try?',
        ['Try a new way to throw', 'lightbulb'],
        [
          ['Throw it the same way, harder', 'muscle'],
          ['Try again the same way', 'turn'],
        ],
        'When one way does not work, a new way might.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your little sister builds a wobbly tower. She is proud. What could you say?',
        ['"You built that tower all alone!"', 'blocks'],
        [
          ['"Good try! Now let me fix it"', 'hands'],
          ['"Mine are much taller"', 'bubble'],
        ],
        'Everyone grows at their own speed. Cheering helps her grow.',
      ),
      testItem(
        'self-awareness',
        'You got 8 of 10 spellings right. What could you think?',
        ['"I will practice the two I missed"', 'pencil'],
        [
          ['"Good enough. I am done."', 'checklist'],
          ['"I should have got all ten"', 'thumbs-down'],
        ],
        'The two you missed show you what to practice next.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You can swim in the kiddie pool. A coach waits by the steps. What helps you grow?',
        ['Try the steps with the coach near', 'teacher'],
        [
          ['Stay in the kiddie pool all day', 'water'],
          ['Jump in the deep end alone', 'rocket'],
        ],
        'A bit harder, with a grown-up near, is how you grow safely.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'self-awareness',
        'You try to juggle two balls. They keep dropping. What could you say?',
        ['"I can\u2019t juggle yet. I am learning!"', 'ball'],
        [
          ['"Juggling is not for me"', 'thumbs-down'],
          ['"I can\u2019t juggle. I\u2019m done!"', 'stop-hand'],
        ],
        'Yet means you are still learning.',
        2,
      ),
      testItem(
        'self-management',
        'You want to button your own coat. It is hard. What could help?',
        ['Do one button every morning', 'calendar'],
        [
          ['Give up on buttons', 'stop-hand'],
          ['Leave your coat open all winter', 'no-coat'],
        ],
        'A little practice each day helps you grow.',
      ),
      testItem(
        'relationship-skills',
        'Your aunt can knit. You want to learn. What could you do?',
        ['Ask her to teach you', 'hands'],
        [
          ['Buy a scarf at the shop', 'gift'],
          ['Say knitting is too hard for you', 'thumbs-down'],
        ],
        'People around us can teach us new things.',
        1,
      ),
      testItem(
        'self-management',
        'Your class concert is in four weeks. You have a drum part to learn. What could help?',
        ['Play the drum a bit each day', 'drum'],
        [
          ['Play it once, on the day', 'clock'],
          ['Hope you know it by then', 'hourglass'],
        ],
        'A little practice often helps you get ready.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your domino line stops at the same spot each time. What could you try?',
        ['Move the dominoes closer', 'hands'],
        [
          ['Try again the same way, slowly', 'blocks'],
          ['Leave the dominoes for someone else', 'turn'],
        ],
        'The stop is a clue. A small change might fix it.',
      ),
      testItem(
        'social-awareness',
        'Your little brother writes his name. Some letters are wobbly. What could you say?',
        ['"You wrote your own name!"', 'pencil'],
        [
          ['"Good try! Let me fix it"', 'crayons'],
          ['"Mine is much neater"', 'bubble'],
        ],
        'Everyone grows at their own speed. Cheering helps him grow.',
        1,
      ),
      testItem(
        'self-awareness',
        'You read most words in your book, but not the long ones. What could you think?',
        ['"I will practice long words"', 'book'],
        [
          ['"Long words are not for me"', 'thumbs-down'],
          ['"Most is good enough for me"', 'checklist'],
        ],
        'The long words show you what to practice next.',
      ),
      testItem(
        'responsible-decision-making',
        'You always draw cats in art. What could help you grow?',
        ['Try drawing a horse today', 'paint'],
        [
          ['Draw a cat again, it is easy', 'cat'],
          ['Draw a city with a hundred houses', 'house'],
        ],
        'A bit tricky is a stretch. That is where growing happens.',
        1,
      ),
    ],
  },
};
