import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** INROCK: Inner strength. A calm, strong rock inside that keeps us steady. */
const DAYS: DayContent[] = [
  {
    title: 'My rock inside',
    competency: 'self-awareness',
    lesson: [
      card('A rock inside', 'Inrock has a strong, calm rock inside. You have one too!', 'rock'),
      card('Steady', 'When things are hard, our rock keeps us steady, like a mountain.', 'mountain'),
      card('Calm', 'Calm is a slow, quiet feeling inside. Our rock feels calm.', 'calm'),
    ],
    practice: [
      question(
        'Wind blows hard at the picnic. The plates fly off, but one thing stays. What is it?',
        ['The big rock', 'rock'],
        [
          ['A paper kite', 'kite'],
          ['A big red balloon', 'balloon'],
        ],
        'A rock stays steady in the wind. Inrock\u2019s rock inside does too.',
        1,
      ),
      question(
        'Inrock feels calm. Her friends are yelling and running. What is she like?',
        ['Steady, like a mountain', 'mountain'],
        [
          ['Blown about, like a leaf', 'leaf'],
          ['Racing around, like the wind', 'wind'],
        ],
        'Calm inside keeps Inrock steady, even on a busy day.',
        2,
      ),
      question(
        'Inrock wants to feel her calm rock inside. What could she do?',
        ['Sit quietly for a moment', 'calm'],
        [
          ['Run three times around the yard', 'footsteps', ALSO_GOOD],
          ['Turn the music up loud', 'music'],
        ],
        'A quiet moment helps us notice our calm inside.',
      ),
    ],
    celebration: { message: 'You thought about your calm rock inside today!', picture: 'rock' },
  },
  {
    title: 'Steady when feelings are big',
    competency: 'self-management',
    lesson: [
      card('Big feelings', 'Sometimes a feeling gets big, like a wave.', 'heart'),
      card('Our calm routine', 'Inrock has a routine for big feelings. She uses Stop, breathe, name it.', 'calm-down'),
      card('Mad', 'Mad is a hot, strong feeling. Mad is okay.', 'cross'),
      card('What we do', 'Feeling mad is okay. Hurting people or things is not.', 'hands'),
    ],
    practice: [
      question(
        'Inrock\u2019s little brother knocks her drawing on the floor. She feels mad. What first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Yell "Go away!" at him', 'shout'],
          ['Fix the drawing straight away', 'crayons'],
        ],
        'Mad is okay. Stopping first helps Inrock choose what to do next.',
        1,
      ),
      question(
        'Inrock\u2019s face feels hot. Her hands squeeze tight. How might she feel?',
        ['Mad', 'cross'],
        [
          ['Tired', 'tired'],
          ['Calm', 'calm'],
        ],
        'A hot face and tight hands are clues. Inrock might feel mad.',
        2,
      ),
      question(
        'The class is very noisy. Inrock feels grumpy and hot. What could she do?',
        ['Ask her teacher for a quiet break', 'ask-help'],
        [
          ['Shout "Be quiet!" at the class', 'shout'],
          ['Tell everyone, "You are too loud!"', 'bubble'],
        ],
        'Needing a break is okay. Asking keeps Inrock safe.',
      ),
    ],
    celebration: { message: 'You practiced Stop, breathe, name it today!', picture: 'calm-down' },
  },
  {
    title: 'Naming feelings',
    competency: 'self-awareness',
    lesson: [
      card('All feelings are okay', 'Happy, sad, mad and nervous are feelings everyone has.', 'heart'),
      card('Name it', 'Saying "I feel sad" helps the feeling get smaller.', 'bubble'),
      card('Feelings pass', 'Feelings are like weather. They come and they go.', 'rain'),
      card('Feelings and doing', 'Every feeling is okay. Hitting or kicking is not okay.', 'stop-hand'),
    ],
    practice: [
      question(
        'Inrock feels sad today. She does not know why. Is that okay?',
        ['Yes, sad is okay too', 'frown'],
        [['No, she should smile and feel happy', 'thumbs-down']],
        'Everyone feels sad sometimes, even without a reason.',
        1,
      ),
      question(
        'Inrock feels mad. Is it okay to kick the wall?',
        ['No, but the mad feeling is okay', 'thumbs-down'],
        [['Yes, if she is really mad', 'shout']],
        'The feeling is okay. Kicking can hurt, so we find another way.',
      ),
      question(
        'Inrock feels sad. Dad asks why she is so quiet. What could she say?',
        ['"I feel sad"', 'bubble'],
        [
          ['"I am fine, really"', 'mask'],
          ['"I don\u2019t want to say yet"', 'question', ALSO_GOOD],
        ],
        'Naming the feeling helps Dad understand. Then it can shrink.',
        2,
      ),
    ],
    celebration: { message: 'You named feelings today. That takes strength!', picture: 'heart' },
  },
  {
    title: 'Try, try again',
    competency: 'self-management',
    lesson: [
      card('Tricky things', 'Some things are tricky the first time.', 'puzzle'),
      card('Frustrated', 'Frustrated is the feeling when something will not work.', 'cross'),
      card('Keep going', 'Our rock helps us keep going when things are hard.', 'rock'),
      card('Little steps', 'Big things are made of little steps.', 'path'),
    ],
    practice: [
      question(
        'Inrock\u2019s kite keeps crashing. She feels frustrated. What could she do?',
        ['Take a break, then try again', 'hourglass'],
        [
          ['Put the kite away forever', 'toybox'],
          ['Let her friend fly it', 'friends', ALSO_GOOD],
        ],
        'A break helps a frustrated feeling pass. Then Inrock can try again.',
        2,
      ),
      question(
        'Riding a bike is hard. Inrock wobbles and stops. What helps her learn?',
        ['Short rides, day after day', 'calendar'],
        [
          ['One long try today', 'clock'],
          ['Having Dad hold the bike forever', 'family'],
        ],
        'A little each day helps Inrock\u2019s body learn.',
      ),
      question(
        'Inrock\u2019s puzzle is tricky. Which words help her keep going?',
        ['"One corner at a time"', 'bubble'],
        [
          ['"Puzzles are for little kids"', 'blocks'],
          ['"I can finish it some other day"', 'calendar'],
        ],
        'Little steps make a big puzzle easier.',
        1,
      ),
    ],
    celebration: { message: 'You thought about trying again. That is inner strength!', picture: 'path' },
  },
  {
    title: 'Asking for help',
    competency: 'relationship-skills',
    lesson: [
      card('Everyone needs help', 'Even grown-ups ask for help sometimes.', 'helper'),
      card('Ask kindly', 'We can say "Can you help me, please?"', 'ask-help'),
      card('Who can help?', 'Teachers, family and friends can help us.', 'teacher'),
      card('Asking is strong', 'Asking for help is strong. It is a good choice.', 'muscle'),
    ],
    practice: [
      question(
        'Inrock\u2019s coat zipper is stuck. Everyone is going out. What could she say?',
        ['"Can you help me, please?"', 'ask-help'],
        [
          ['"I will stay inside"', 'house'],
          ['"Never mind, I\u2019ll go with no coat"', 'no-coat'],
        ],
        'Asking for help is strong. Then Inrock can play outside, warm.',
      ),
      question(
        'Inrock does not understand the math page. What could she do?',
        ['Put up her hand and ask', 'raise-hand'],
        [
          ['Copy the answers next to her', 'pencil'],
          ['Guess, and hope it is right', 'question'],
        ],
        'Asking helps Inrock really learn the math.',
        1,
      ),
      question(
        'A box of books is too heavy for Inrock. What is the strong choice?',
        ['Ask Dad to carry it with her', 'family'],
        [
          ['Carry it alone, even if it hurts', 'muscle'],
          ['Leave it there for someone else', 'walk-away'],
        ],
        'Strong people ask for help. Two can carry more than one.',
        2,
      ),
    ],
    celebration: { message: 'You chose asking for help. Well done!', picture: 'helper' },
  },
  {
    title: 'Strong for a friend',
    competency: 'social-awareness',
    lesson: [
      card('Look around', 'Look at faces. A friend might feel worried or sad.', 'worried'),
      card('Sit close', 'Sit beside them. You do not need to fix it.', 'friends'),
      card('Ask first', 'Ask, "Do you want company, or some space?"', 'question'),
      card('Lonely', 'Lonely means wishing someone was with you. Company can help.', 'alone'),
    ],
    practice: [
      question(
        'Noor sits alone and bites her lip. How might she feel?',
        ['Worried', 'worried'],
        [
          ['Happy', 'smile'],
          ['Bored', 'bored'],
        ],
        'Biting a lip is a clue. Noor might feel worried.',
      ),
      question(
        'Noor might feel worried. What could Inrock do?',
        ['Sit down beside her', 'friends'],
        [
          ['Tell her, "Don\u2019t worry about it!"', 'bubble'],
          ['Ask her to play chase', 'ball'],
        ],
        'Sitting close shows Noor she is not alone.',
        1,
      ),
      question(
        'Sam\u2019s hands shake. He says, "I feel nervous about the show." What could Inrock say?',
        ['"Want to do Stop, breathe, name it?"', 'calm-down'],
        [
          ['"There is no need to be nervous!"', 'bubble'],
          ['"Don\u2019t think about it"', 'thought'],
        ],
        'Nervous is okay. Doing the routine together can help Sam.',
        2,
      ),
      question(
        'Ella says, "I want to be alone right now." What could Inrock do?',
        ['Give her space for now', 'walk-away'],
        [
          ['Sit right next to her', 'friends'],
          ['Ask her again and again', 'question'],
        ],
        'Wanting to be alone is okay. Inrock can listen to Ella.',
      ),
    ],
    celebration: { message: 'You thought about how friends might feel today!', picture: 'friends' },
  },
  {
    title: 'Stop, think, choose',
    competency: 'responsible-decision-making',
    lesson: [
      card('Stop', 'A big feeling comes. First, use Stop, breathe, name it.', 'calm-down'),
      card('Think', 'Think: what could I do? What might happen next?', 'thought'),
      card('Choose', 'Choose the idea that helps, then try it.', 'lightbulb'),
      card('Disappointed', 'When plans go wrong, we might feel disappointed. Stop, then think.', 'disappointed'),
    ],
    practice: [
      question(
        'Kai bumps Inrock\u2019s juice. It spills on her drawing. What comes first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Spill some juice on Kai\u2019s drawing', 'water'],
          ['Start a new drawing straight away', 'crayons'],
        ],
        'First we stop. Then Inrock can think and choose.',
        2,
      ),
      question(
        'Inrock stopped, breathed and named her feeling. She feels calmer. What next?',
        ['Think: "What could I do?"', 'thought'],
        [
          ['Ask a friend to clean it up', 'friends'],
          ['Forget about the spill and play', 'ball'],
        ],
        'After stopping comes thinking. Then Inrock can choose.',
      ),
      question(
        'It is raining. Outside playtime is next. What could Inrock choose?',
        ['Put on her coat, then run out', 'coat'],
        [
          ['Run out with no coat', 'no-coat'],
          ['Wait at the door until it stops', 'door', ALSO_GOOD],
        ],
        'A coat keeps Inrock dry, and she still gets to play.',
      ),
      question(
        'Kai says sorry for the spill. What could Inrock choose?',
        ['"Okay. Let\u2019s clean up."', 'broom'],
        [
          ['"Go away, Kai"', 'walk-away'],
          ['"Say sorry again, and say it kindly"', 'bubble'],
        ],
        'Inrock might still feel mad. Cleaning up together helps.',
        2,
      ),
    ],
    celebration: { message: 'You stopped, thought and chose in every question!', picture: 'lightbulb' },
  },
  {
    title: 'Mistakes help me learn',
    competency: 'self-awareness',
    lesson: [
      card('Everyone makes mistakes', 'Mistakes happen to everyone. That is why pencils have erasers!', 'pencil'),
      card('Oops, then fix', 'We say "oops". Then we fix what we can.', 'broom'),
      card('Embarrassed', 'A mistake might make us feel embarrassed. That feeling passes.', 'embarrassed'),
      card('Learning', 'Each mistake teaches us something new.', 'lightbulb'),
    ],
    practice: [
      question(
        'Inrock spills rice on the floor at dinner. What now?',
        ['Get the broom and sweep it up', 'broom'],
        [
          ['Say "Oops! My brother did it"', 'friends'],
          ['Leave it for Mom to clean', 'family'],
        ],
        'Oops, then fix it. That is strong.',
      ),
      question(
        'Inrock writes a 3 backward. What could she think?',
        ['"Now I know how to fix it"', 'lightbulb'],
        [
          ['"Numbers are too hard for me"', 'pencil'],
          ['"I will turn my page over"', 'book'],
        ],
        'Every mistake teaches us something.',
        1,
      ),
      question(
        'Inrock\u2019s teacher spells a word wrong on the board. What does that show?',
        ['Even teachers make mistakes', 'teacher'],
        [
          ['Her teacher was not trying hard', 'thought'],
          ['Grown-ups can spell every word', 'lightbulb'],
        ],
        'Everyone makes mistakes. Grown-ups too!',
        2,
      ),
    ],
    celebration: { message: 'You thought about mistakes as learning!', picture: 'lightbulb' },
  },
  {
    title: 'Steady with friends',
    competency: 'relationship-skills',
    lesson: [
      card('Mean words', 'Sometimes people say mean things. We might feel hurt or mad.', 'bubble'),
      card('Stay steady', 'We stand tall and stay steady like a rock.', 'rock'),
      card('Use your words', 'Say "Stop. I don\u2019t like that." Use a strong, calm voice.', 'stop-hand'),
      card('Get help', 'If it keeps happening, tell a grown-up you trust.', 'ask-help'),
    ],
    practice: [
      question(
        'Ben calls Inrock "Slowpoke" in a race. What could she say?',
        ['"Stop. I don\u2019t like that."', 'stop-hand'],
        [
          ['"Stop that! You are slow too!"', 'bubble'],
          ['Race him again to prove it', 'flag'],
        ],
        'Strong, calm words tell Ben how it feels.',
        1,
      ),
      question(
        'Ben keeps calling Inrock names every day. What could she do?',
        ['Tell a grown-up she trusts', 'ask-help'],
        [
          ['Ask Ben to be her best friend', 'handshake'],
          ['Call Ben mean names back', 'bubble'],
        ],
        'Grown-ups we trust can help it stop.',
      ),
      question(
        'Ben says sorry and asks to race again. Inrock still feels hurt. What could she say?',
        ['"Thanks for saying sorry. Not today."', 'stop-hand'],
        [
          ['"Okay, but please be kind"', 'bubble', ALSO_GOOD],
          ['"Sure, thanks!" with a fake smile', 'mask'],
        ],
        'Inrock can thank Ben and still say no. Her feelings count.',
        2,
      ),
      question(
        'A boy grabs Inrock\u2019s hat and runs off. What could she do?',
        ['Shout, "Stop! Give it back!"', 'shout'],
        [
          ['Tell a grown-up', 'ask-help', ALSO_GOOD],
          ['Let him keep it, to be nice', 'hands'],
        ],
        'A loud, strong "Stop!" is okay here. Then she can get a grown-up.',
      ),
    ],
    celebration: { message: 'You thought about strong, calm words today!', picture: 'rock' },
  },
  {
    title: 'I am strong',
    competency: 'self-awareness',
    lesson: [
      card('Look what you learned', 'You can name feelings, try again and ask for help.', 'checklist'),
      card('Your tools', 'Carry these tools with you, like a backpack. Use them any day.', 'backpack'),
      card('Confident', 'Confident means feeling sure you can try. Inrock feels confident.', 'confident'),
      card('You are strong', 'Your rock inside is strong, and it is yours.', 'rock'),
    ],
    practice: [
      question(
        'Inrock\u2019s tummy feels tight before a spelling test. Which tool could help?',
        ['Tell her teacher, "I feel nervous"', 'ask-help'],
        [
          ['Say she feels sick, so she can stay home', 'house'],
          ['Tell herself, "I will get it wrong"', 'thought'],
        ],
        'Naming the feeling helps. Her teacher can help too.',
        1,
      ),
      question(
        'A new word is hard for Inrock to read. What could she do?',
        ['Look at the word, bit by bit', 'magnifier'],
        [
          ['Close the book and do a puzzle instead', 'puzzle'],
          ['Make up a word that fits', 'bubble'],
        ],
        'Bit by bit, Inrock can work out the word. That is strong.',
      ),
      question(
        'Inrock feels confident in the pool. Her friend Lea might feel nervous. What could Inrock do?',
        ['Stay by Lea in the pool', 'friends'],
        [
          ['Say, "It\u2019s easy, jump in!"', 'bubble'],
          ['Swim off to play, and wave', 'wave'],
        ],
        'Staying close helps Lea feel steady too.',
        2,
      ),
    ],
    celebration: { message: 'Ten days of strong thinking! You are an Inner Rock Star!', picture: 'star' },
  },
];

export const INROCK: ProgrammeContent = {
  character: 'INROCK',
  days: DAYS,
  screening: {
    title: 'Inner rock: what would you do?',
    questions: [
      testItem(
        'self-management',
        'A boy cuts in front of you at the water fountain. You feel mad. What could you do?',
        ['Breathe, then tell him it is your turn', 'bubble'],
        [
          ['Say, "Move!" and push past him', 'push'],
          ['Say to your friends, "He is mean"', 'friends'],
        ],
        'A breath first helps you say what you need, calmly.',
        1,
      ),
      testItem(
        'relationship-skills',
        'You don\u2019t know the way to the school office. What could you do?',
        ['Find a teacher, and ask the way', 'ask-help'],
        [
          ['Walk around and look in every room', 'footsteps'],
          ['Say, "I will wait here," and sit', 'door'],
        ],
        'Asking for help is a strong thing to do.',
      ),
      testItem(
        'self-awareness',
        'You cry at a sad movie. Your cousin says, "Crybaby!" What could you say?',
        ['"It is okay to cry at sad movies"', 'calm'],
        [
          ['Say, "I was not crying!"', 'eyes'],
          ['Say, "You are the baby!"', 'tease'],
        ],
        'All feelings are okay. Strong people cry too.',
        2,
      ),
      testItem(
        'self-management',
        'You make a wrong step in the class dance. What could you do?',
        ['Keep on dancing to the end', 'team'],
        [
          ['Walk off the stage and sit', 'walk-away'],
          ['Stop the music and start again', 'music'],
        ],
        'Everyone makes mistakes. You can keep going.',
        1,
      ),
      testItem(
        'relationship-skills',
        'A boy keeps taking your pencil without asking. What could you say?',
        ['"That is my pencil. Ask first."', 'bubble'],
        [
          ['Say, "Okay, please take it"', 'grab'],
          ['Draw on his paper, and say "Ha!"', 'crayons'],
        ],
        'Your calm, strong voice can say what is fair.',
      ),
      testItem(
        'relationship-skills',
        'Your team loses. A teammate says it was your fault. What could you say?',
        ['"We all played. It is a team game."', 'ball'],
        [
          ['"No! It was all your fault!"', 'shout'],
          ['"Sorry, I lost the game for us"', 'team'],
        ],
        'A strong rock knows: a team wins and loses together.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend wants you to skip the line with her. What could you do?',
        ['Stay in your place in the line', 'line-up'],
        [
          ['Say, "Okay, let\u2019s go together"', 'friends'],
          ['Say, "Yes, and you can go first"', 'hands'],
        ],
        'Your rock helps you do what is fair, even with a friend.',
      ),
      testItem(
        'self-awareness',
        'Mom says no to a sleepover. You feel disappointed. What could you do?',
        ['Tell her the feeling you have', 'bubble'],
        [
          ['Say, "I feel mad. You are mean!"', 'shout'],
          ['Say "Please!" and ask again and again', 'family'],
        ],
        'Naming the feeling is strong. Mom can help with it.',
        1,
      ),
    ],
    form_b: [
      testItem(
        'self-management',
        'Your brother keeps humming while you read. You feel grumpy. What could you do?',
        ['Tell him the humming is loud for you', 'bubble'],
        [
          ['Shout, "Stop it!" and then breathe', 'shout'],
          ['Hum louder, right back at him', 'music'],
        ],
        'A breath first helps you say what you need, calmly.',
        2,
      ),
      testItem(
        'relationship-skills',
        'At the zoo, you lose sight of your group. What could you do?',
        ['Find a zoo keeper, and tell them', 'ask-help'],
        [
          ['Run and look all over the zoo', 'footsteps'],
          ['Say, "I will go to the bus"', 'bus'],
        ],
        'Asking for help is a strong thing to do.',
        1,
      ),
      testItem(
        'self-awareness',
        'You laugh so hard that milk comes out your nose. Kids stare. What could you do?',
        ['Wipe it off, and giggle too', 'laugh'],
        [
          ['Say, "Ben made me do it!"', 'friends'],
          ['Say "Oops," and run out to hide', 'footsteps'],
        ],
        'Feeling embarrassed is okay. A calm "Oops!" helps.',
      ),
      testItem(
        'self-management',
        'You forget a word in the class song. What could you do?',
        ['Keep on singing the rest of it', 'music'],
        [
          ['Walk off, and sit down', 'walk-away'],
          ['Stop and try to think of the word', 'lightbulb'],
        ],
        'Everyone forgets sometimes. You can keep going.',
        2,
      ),
      testItem(
        'relationship-skills',
        'A boy takes your seat at lunch when you get up. What could you say?',
        ['"That is my seat. Can you move?"', 'bubble'],
        [
          ['Say, "Move!" and pull the chair', 'push'],
          ['Say to your friends, "He is rude"', 'friends'],
        ],
        'Your calm, strong voice can say what is fair.',
        1,
      ),
      testItem(
        'relationship-skills',
        'You trip in the relay race. Your friend says you ruined it. What could you say?',
        ['"We all ran. It is a team race."', 'footsteps'],
        [
          ['"You ruin everything, too!"', 'shout'],
          ['"Sorry, I lost the race for us"', 'hands'],
        ],
        'A strong rock knows: everyone trips sometimes.',
      ),
      testItem(
        'relationship-skills',
        'Your friend wants you to peek at the quiz answers with her. What could you do?',
        ['Keep your eyes on your own quiz', 'eyes'],
        [
          ['Say, "Okay, one quick look"', 'bubble'],
          ['Say, "Yes, and you can look at mine"', 'book'],
        ],
        'Your rock helps you do what is fair, even with a friend.',
        2,
      ),
      testItem(
        'self-awareness',
        'The shop has no more red balloons. Your face falls. What could you do?',
        ['Tell Dad, "I really wanted red"', 'ask-help'],
        [
          ['Say, "I feel mad. This shop is bad!"', 'shout'],
          ['Ask again, and again, and again', 'family'],
        ],
        'Saying what you wanted is strong. Dad can help with it.',
      ),
    ],
  },
};
