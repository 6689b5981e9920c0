import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** NOBO: Kindness. Ten days from "nobody left out" to a whole garden of kindness the child grows on their own. */
const DAYS: DayContent[] = [
  {
    title: 'Nobody left out',
    competency: 'social-awareness',
    lesson: [
      card('Meet Nobo', 'Nobo is a little green sprout. He makes sure nobody is left out.', 'seed'),
      card('Look around', 'Is someone on their own? Kind eyes notice them.', 'eyes'),
      card('Alone is okay', 'Some children like to play alone. That is okay. Some feel lonely.', 'play-alone'),
      card('Everyone belongs', 'Kindness says: there is room for you here.', 'team'),
    ],
    practice: [
      question(
        'At recess, Lily stands by the wall and watches your game. What could you do?',
        ['Ask Lily if she wants to join in', 'friends'],
        [
          ['Keep playing your own game', 'ball'],
          ['Tell the teacher that Lily is there', 'ask-help', ALSO_GOOD],
        ],
        'Lily is watching, so she might want to play. Asking her is kind.',
      ),
      question(
        'Max is reading a book on his own. He is smiling. What could you do?',
        ['Let him enjoy his book', 'book'],
        [
          ['Call the whole class over to him', 'team'],
          ['Ask Max to stop and play tag', 'ball'],
        ],
        'Max is smiling, so he might like reading alone. That is okay.',
        1,
      ),
      question(
        'Four friends play a game for four. Sol asks to join. What could they say?',
        ['"Play the next round with us!"', 'bubble'],
        [
          ['"Sorry, this game is full"', 'stop-hand'],
          ['"You could go and read a book"', 'book'],
        ],
        'A game can be full. Sol can still join the next round.',
        2,
      ),
    ],
    celebration: { message: 'You thought about who might feel left out!', picture: 'team' },
  },
  {
    title: 'How kindness feels',
    competency: 'self-awareness',
    lesson: [
      card('A warm feeling', 'Being kind can give us a warm, happy feeling inside.', 'heart'),
      card('Left out hurts', 'Being left out can feel sad or lonely. Lonely means wishing for a friend.', 'alone'),
      card('Remember it', 'We remember how left out feels. Then we can guess how others might feel.', 'thought'),
      card('Two smiles', 'One kind act makes two people smile: your friend and you.', 'smile'),
    ],
    practice: [
      question(
        'Nobo shares his crayons with Ana. Ana grins. How might Nobo feel?',
        ['Happy', 'smile'],
        [
          ['Bored', 'bored'],
          ['Nervous', 'nervous'],
        ],
        'Sharing and seeing a friend grin can feel happy and warm.',
      ),
      question(
        'Kofi is the only one not picked for a team. How might he feel?',
        ['Sad', 'frown'],
        [
          ['Proud', 'proud'],
          ['Calm', 'calm'],
        ],
        'Being left out can make anyone feel sad. That feeling is okay.',
        1,
      ),
      question(
        'Jada sits alone at lunch and looks lonely. What could you do?',
        ['Go and sit with her', 'friends'],
        [
          ['Wave at her from far away', 'wave'],
          ['Say hi, then eat your lunch', 'apple'],
        ],
        'Sitting with Jada shows her she has a friend.',
        2,
      ),
    ],
    celebration: { message: 'You named how kindness and being left out might feel!', picture: 'heart' },
  },
  {
    title: 'Come and play!',
    competency: 'relationship-skills',
    lesson: [
      card('Words that invite', 'We walk up and ask, "Do you want to play with us?"', 'bubble'),
      card('Make the circle wide', 'Everyone steps back a little. Now there is room for one more.', 'team'),
      card('Show the rules', 'A new player might not know the game. We show them how.', 'helper'),
    ],
    practice: [
      question(
        'Sami watches your game of tag from the bench. What could you say?',
        ['"Do you want to play?"', 'bubble'],
        [
          ['"We already have enough players"', 'team'],
          ['"You can play tomorrow, maybe"', 'calendar'],
        ],
        'Sami is watching, so he might want to play. Asking opens the game.',
        1,
      ),
      question(
        'Lina wants to join the circle game. There is no gap. What could the circle do?',
        ['Everyone steps back', 'team'],
        [
          ['Tell Lina to wait a little', 'hourglass'],
          ['Let Lina help keep score', 'checklist'],
        ],
        'When everyone steps back, the circle has room for one more.',
      ),
      question(
        'Tom\u00e1s joins your game, but he does not know the rules. What could you do?',
        ['Show him how to play, step by step', 'hands'],
        [
          ['Let him take the first turn', 'turn'],
          ['Start right away and explain later', 'clock'],
        ],
        'Everyone is new to a game once. Showing the rules helps Tom\u00e1s join.',
        2,
      ),
    ],
    celebration: { message: 'You chose words that invite a friend to play!', picture: 'team' },
  },
  {
    title: 'Little seeds of kindness',
    competency: 'relationship-skills',
    lesson: [
      card('Small is big', 'Small kind acts are like seeds. They grow into happy days.', 'seed'),
      card('Hold the door', 'We hold the door open for the person behind us.', 'door'),
      card('Pick it up', 'A friend drops their pencils? We help pick them up.', 'pencil'),
      card('Kind words', '"I like your picture!" is a tiny seed. It might make a friend smile.', 'crayons'),
    ],
    practice: [
      question(
        'Aisha drops all her pencils. The bell rings for recess. What could you do?',
        ['Help her pick up the pencils first', 'helper'],
        [
          ['Line up at the door for recess', 'line-up'],
          ['Step over them and go out', 'footsteps'],
        ],
        'It only takes a moment to help. Then you can both go out.',
      ),
      question(
        'You reach the door first. Grandpa is right behind you. What is kind?',
        ['Hold the door open for him', 'door'],
        [
          ['Walk in and find a seat', 'footsteps'],
          ['Wave to him from inside', 'wave'],
        ],
        'Holding the door is a little seed of kindness.',
        1,
      ),
      question(
        'Zoe shows you her drawing. Which words plant a seed of kindness?',
        ['"I really like the colors you used!"', 'crayons'],
        [
          ['"Let me help you fix it"', 'pencil'],
          ['"What is it meant to be?"', 'question'],
        ],
        'Warm words about Zoe\u2019s work might make her smile.',
        2,
      ),
    ],
    celebration: { message: 'You picked little acts of kindness today!', picture: 'seed' },
  },
  {
    title: 'A new friend in class',
    competency: 'social-awareness',
    lesson: [
      card('New is hard', 'A new child does not know the names or rules. They might feel nervous.', 'nervous'),
      card('Nervous is okay', 'A wobbly tummy is called nervous. Everyone feels nervous sometimes.', 'heartbeat'),
      card('Show the way', 'We can show them the coat hooks, the bathroom and the playground.', 'school'),
      card('Smiles help', 'Some new friends speak another language. A smile is a hello everyone understands.', 'smile'),
    ],
    practice: [
      question(
        'Yuki is new today. She looks at the floor. How might she feel?',
        ['Nervous', 'nervous'],
        [
          ['Mad', 'cross'],
          ['Bored', 'bored'],
        ],
        'New places can make anyone feel nervous. That is okay.',
        1,
      ),
      question(
        'Yuki does not know where to hang her coat. What could you do?',
        ['Show her where coats go', 'coat'],
        [
          ['Tell her, "Hang it anywhere"', 'bubble'],
          ['Hang it up for her', 'helper', ALSO_GOOD],
        ],
        'Showing Yuki the way helps her find it next time too.',
      ),
      question(
        'Omar only speaks Arabic. How could you say hello?',
        ['Smile and wave at him', 'wave'],
        [
          ['Wait until he learns English', 'hourglass'],
          ['Say "Hi!" loudly, again and again', 'shout'],
        ],
        'A smile and a wave say hello in every language.',
        2,
      ),
    ],
    celebration: { message: 'You thought about how a new friend might feel!', picture: 'wave' },
  },
  {
    title: 'Kind when it is hard',
    competency: 'self-management',
    lesson: [
      card('Hard moments', 'Being kind is easy when we feel happy. It is harder when we feel mad.', 'cross'),
      card('Stop, breathe, name it', 'Feeling mad? Use Stop, breathe, name it.', 'calm-down'),
      card('Choose kind', 'Then we choose kind words, even if we still feel mad.', 'bubble'),
      card('One more friend', 'Playing with a best friend is fun. Letting one more join is kind.', 'team'),
    ],
    practice: [
      question(
        'Leo bumps into you by accident. You feel mad. What could you do first?',
        ['Use Stop, breathe, name it', 'calm-down'],
        [
          ['Tell Leo to watch where he goes', 'bubble'],
          ['Go and tell the teacher', 'ask-help', ALSO_GOOD],
        ],
        'Feeling mad is okay. Stop, breathe, name it helps us choose kind words.',
      ),
      question(
        'You build with your best friend. Nia asks to join. What is kind?',
        ['"Yes! Come and build the roof"', 'blocks'],
        [
          ['"Ask us again after lunch"', 'clock'],
          ['"Two of us can fit here"', 'friends'],
        ],
        'There is almost always room for one more builder.',
        1,
      ),
      question(
        'You are rushing to line up. A little boy cannot zip his coat. What could you do?',
        ['Stop and help him zip it', 'helper'],
        [
          ['Get in line so you are first', 'line-up'],
          ['Tell him his coat is open', 'coat'],
        ],
        'A kind act only takes a moment, even in a hurry.',
        2,
      ),
    ],
    celebration: { message: 'You chose kind ways, even when you might feel mad!', picture: 'heart' },
  },
  {
    title: 'A game for everyone',
    competency: 'responsible-decision-making',
    lesson: [
      card('Think first', 'Before a game starts, we ask: can everyone play this?', 'question'),
      card('Change a rule', 'Ben uses a wheelchair. The class plays a rolling race, so Ben races too.', 'wheelchair'),
      card('Little ones too', 'A small child can join in. We roll the ball, not throw it.', 'ball'),
    ],
    practice: [
      question(
        'Ben uses a wheelchair. The class wants a running race. What could they do?',
        ['Change the race so Ben races too', 'wheelchair'],
        [
          ['Let Ben hold the finish flag', 'flag'],
          ['Ask Ben to keep the time', 'clock'],
        ],
        'Holding the flag is nice, but Ben might want to race too.',
        1,
      ),
      question(
        'Your cousin is three. She wants to play catch with you. What could you do?',
        ['Roll the ball to her, nice and slow', 'ball'],
        [
          ['Play catch with the big kids', 'team'],
          ['Give her a toy to hold', 'toybox'],
        ],
        'We can make a game easier so little ones can join.',
        2,
      ),
      question(
        'Kai is just learning to read. Your game has lots of words. What could you do?',
        ['Read the cards out loud for everyone', 'book'],
        [
          ['Play with kids who read well', 'friends'],
          ['Let Kai take the first turn', 'turn'],
        ],
        'Reading out loud lets Kai play the whole game.',
      ),
    ],
    celebration: { message: 'You picked ways to change a game for everyone!', picture: 'ball' },
  },
  {
    title: 'Speak up kindly',
    competency: 'responsible-decision-making',
    lesson: [
      card('Left out on purpose', 'Sometimes a child says, "You can\u2019t play." That can hurt.', 'frown'),
      card('The upstander words', 'We say, "Stop, that\u2019s not kind. Come play with us."', 'stop-hand'),
      card('Stand together', 'We go and stand next to the child who was left out.', 'friends'),
      card('Tell a grown-up', 'If it keeps happening, we tell a grown-up we trust.', 'ask-help'),
    ],
    practice: [
      question(
        'Zara tells Ravi, "You are too slow to play." What could you say?',
        ['Say the upstander words to Zara', 'stop-hand'],
        [
          ['"Ravi, you can be the timer"', 'clock'],
          ['"Ravi, play with me later"', 'calendar', ALSO_GOOD],
        ],
        'The upstander words stop the unkind part and invite Ravi in.',
        1,
      ),
      question(
        'Ravi sits at the side after Zara\u2019s words. What could you do?',
        ['Go and sit with Ravi', 'friends'],
        [
          ['Keep playing with Zara', 'team'],
          ['Ask Zara why she said that', 'question', ALSO_GOOD],
        ],
        'Sitting with Ravi shows him he belongs.',
        2,
      ),
      question(
        'The next day, the children leave Ravi out again. What could you do?',
        ['Tell a grown-up you trust', 'ask-help'],
        [
          ['Wait and see if it stops', 'hourglass'],
          ['Tell Ravi, "Just try to be faster"', 'bubble'],
        ],
        'When it keeps happening, a grown-up you trust can help it stop.',
      ),
    ],
    celebration: { message: 'You practiced the upstander words today!', picture: 'friends' },
  },
  {
    title: 'Can I play too?',
    competency: 'relationship-skills',
    lesson: [
      card('It happens to all', 'Everyone is left out sometimes, even Nobo. The sad feeling passes.', 'alone'),
      card('Ask to join', 'Walk up, smile and ask, "Can I play too?"', 'wave'),
      card('If they say no', 'We might feel disappointed. Then we find another friend or game.', 'friends'),
      card('Kind to you', 'Tell yourself, "I am a good friend." Then try again.', 'mirror'),
    ],
    practice: [
      question(
        'Nobo wants to join a game of tag. What could he do?',
        ['Walk up and ask, "Can I play?"', 'footsteps'],
        [
          ['Stand close by and watch them', 'eyes', ALSO_GOOD],
          ['Wait for them to ask him first', 'hourglass'],
        ],
        'Asking "Can I play?" is brave and friendly.',
        1,
      ),
      question(
        'The group says, "Not now." Nobo says, "I feel disappointed." What could he do?',
        ['Walk off and find another game', 'walk-away'],
        [
          ['Ask them again, five times', 'bubble'],
          ['Stand by the game and wait', 'hourglass', ALSO_GOOD],
        ],
        'Feeling disappointed is okay. Another friend or game can be fun too.',
        2,
      ),
      question(
        'You feel left out at recess. What could you tell yourself?',
        ['"I am a good friend. I can try again."', 'mirror'],
        [
          ['"They don\u2019t let me play"', 'thought'],
          ['"Next time I can just watch"', 'eyes'],
        ],
        'Kind words to yourself help the sad feeling pass.',
      ),
    ],
    celebration: { message: 'You chose brave ways to ask, "Can I play too?"', picture: 'wave' },
  },
  {
    title: 'My kindness garden',
    competency: 'self-awareness',
    lesson: [
      card('Look what you can do', 'You notice who is alone. You invite them to play. You help in little ways.', 'checklist'),
      card('Your garden grew', 'Each kind act was a seed. Now you have a whole garden.', 'flower'),
      card('Proud and grateful', 'Being kind can make you feel proud. Your friend might feel grateful.', 'proud'),
      card('Kind everywhere', 'You can be kind on your own. At school, at home, at the park.', 'globe'),
    ],
    practice: [
      question(
        'At the park, a girl sits alone on a bench. She looks sad. What could you do?',
        ['Ask if she wants to play with you', 'friends'],
        [
          ['Find your own friends to play with', 'team'],
          ['Say hi and keep playing', 'wave'],
        ],
        'She looks sad, so an invite might help her feel better.',
        2,
      ),
      question(
        'Your little sister has nobody to play with. She looks lonely. What could you do?',
        ['Ask her to build with you', 'blocks'],
        [
          ['Tell her to call a friend', 'phone-call'],
          ['Give her a book to read', 'book'],
        ],
        'Playing with her is kindness at home.',
      ),
      question(
        'On the bus, an older lady has no seat. What could you do?',
        ['Stand up so she can sit', 'bus'],
        [
          ['Look out of the window', 'eyes'],
          ['Say hi and keep your seat', 'wave'],
        ],
        'Standing up for a moment helps her ride safely.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of kind choices! You grew a kindness garden!', picture: 'flower' },
  },
];

export const NOBO: ProgrammeContent = {
  character: 'NOBO',
  days: DAYS,
  screening: {
    title: 'Kindness: what would you do?',
    questions: [
      testItem(
        'social-awareness',
        'Your friend\u2019s shoelace is untied. He has not seen it. What could you do?',
        ['Tell him his lace is loose', 'shoes'],
        [
          ['Keep walking, then see if he trips', 'footsteps'],
          ['Watch him trip, then help him up', 'eyes'],
        ],
        'Noticing and telling him keeps him safe.',
        1,
      ),
      testItem(
        'social-awareness',
        'A little boy cannot reach the sink to wash his hands. What could you do?',
        ['Bring him the step stool', 'stairs'],
        [
          ['Wash your hands, then go', 'soap'],
          ['Tell him he is too small', 'bubble'],
        ],
        'Noticing what someone needs is kind.',
      ),
      testItem(
        'relationship-skills',
        'It starts to rain. Your friend has no umbrella, and you do. What is kind?',
        ['Walk close under your umbrella', 'rain'],
        [
          ['Run ahead, so you stay dry', 'footsteps'],
          ['Say, "Sorry, see you tomorrow!"', 'wave'],
        ],
        'Sharing your umbrella keeps you both dry.',
        2,
      ),
      testItem(
        'relationship-skills',
        'A boy in your group keeps getting the puzzle wrong. Others sigh. What could you do?',
        ['Say, "Let\u2019s try this piece together"', 'puzzle'],
        [
          ['Finish it fast, without him', 'hands'],
          ['Sigh along with the others', 'bubble'],
        ],
        'Helping him join in is kind teamwork.',
        1,
      ),
      testItem(
        'self-management',
        'Someone cuts in front of you in line. You feel mad. What could you do?',
        ['Say, "Excuse me, I was here first"', 'line-up'],
        [
          ['Call him a mean name', 'tease'],
          ['Breathe hard, then push him back', 'push'],
        ],
        'Feeling mad is okay. Calm, kind words work better than a push.',
      ),
      testItem(
        'relationship-skills',
        'Your friend\u2019s voice squeaks when she answers in class. Some kids giggle. What could you say?',
        ['Say, "That was a good answer"', 'bubble'],
        [
          ['Giggle with the other kids', 'tease'],
          ['Copy how her voice squeaked', 'shout'],
        ],
        'Kind words and help show she still belongs.',
        2,
      ),
      testItem(
        'social-awareness',
        'Kids make a joke about your friend. She laughs, but her face goes red. What could you do?',
        ['Tell them, "That joke is not kind"', 'stop-hand'],
        [
          ['Laugh too, since she is laughing', 'tease'],
          ['Say, "Ha! Let\u2019s tell one more"', 'bubble'],
        ],
        'A red face might mean embarrassed. Her laugh might hide it.',
        1,
      ),
      testItem(
        'social-awareness',
        'You pick teams. Two kids are left and look nervous. What could you do?',
        ['Call one of them next', 'bubble'],
        [
          ['Pick your best friend next', 'team'],
          ['Call the fastest runner next', 'footsteps'],
        ],
        'Being picked last can feel sad. Picking them next is kind.',
      ),
    ],
    form_b: [
      testItem(
        'social-awareness',
        'Your friend\u2019s backpack is open. Her books might fall out. What could you do?',
        ['Tell her, "Your bag is open!"', 'backpack'],
        [
          ['Walk on to class, then see', 'footsteps'],
          ['Wait and watch them fall', 'hourglass'],
        ],
        'Noticing and telling her helps.',
        2,
      ),
      testItem(
        'social-awareness',
        'Grandpa cannot find his glasses. You saw them on the sofa. What could you do?',
        ['Show him where they are', 'eyes'],
        [
          ['Keep playing with your cars', 'toybox'],
          ['Tell him, "Look harder, please"', 'magnifier'],
        ],
        'Noticing what someone needs is kind.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Dad comes home very tired from work. What could you do?',
        ['Bring him a glass of water', 'water'],
        [
          ['Ask him to play a loud game', 'question'],
          ['Turn the music up loud', 'music'],
        ],
        'A small kind act can help someone who is tired.',
      ),
      testItem(
        'relationship-skills',
        'A girl in your group draws very slowly. Others groan. What could you do?',
        ['Say, "Take your time. It looks good!"', 'crayons'],
        [
          ['Draw her part for her, fast', 'pencil'],
          ['Groan along with the others', 'bubble'],
        ],
        'Kind words help her keep going.',
        2,
      ),
      testItem(
        'self-management',
        'A kid throws sand at you in the sandbox. You feel mad. What could you do?',
        ['Say, "Please stop" in a firm voice', 'stop-hand'],
        [
          ['Breathe hard, then throw sand back', 'hands'],
          ['Kick his sand pile down', 'push'],
        ],
        'Feeling mad is okay. A breath helps you choose kind words.',
        1,
      ),
      testItem(
        'relationship-skills',
        'A new girl plays the recorder in class. It squeaks, and kids laugh. What could you do?',
        ['Clap and say, "Nice tune!"', 'clap'],
        [
          ['Laugh along with the kids', 'tease'],
          ['Say, "Can you play it better?"', 'music'],
        ],
        'Kind words help her feel she belongs.',
      ),
      testItem(
        'social-awareness',
        'Your class goes on a walk. One boy is slow and far behind. What could you do?',
        ['Stay at the back with him', 'friends'],
        [
          ['Wave, then rush ahead with friends', 'wave'],
          ['Rush ahead to be first to the top', 'flag'],
        ],
        'Staying with him shows he is part of the group.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your class picks partners. One boy stands alone and looks down. What could you do?',
        ['Ask him to be your partner', 'friends'],
        [
          ['Pick the friend you pick every time', 'team'],
          ['Pick whoever is closest to you', 'hands'],
        ],
        'He might feel left out. Asking him is kind.',
        1,
      ),
    ],
  },
};
