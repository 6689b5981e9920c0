import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** NOBO: Kindness. Ten days from "nobody left out" to a whole garden of kindness the child grows on their own. */
const DAYS: DayContent[] = [
  {
    title: 'Nobody left out',
    competency: 'social-awareness',
    lyrics: ['I see a friend who plays alone', 'Nobo says come play', 'There is room for everyone', 'We all belong today'],
    lesson: [
      card('Meet Nobo', 'Nobo is a little green sprout. Nobo makes sure nobody is left out.', 'seed'),
      card('Look around', 'Is someone playing on their own? Kind eyes notice them.', 'eyes'),
      card('Everyone belongs', 'Kindness says: there is room for you here.', 'team'),
    ],
    practice: [
      question(
        'At break, a boy stands alone by the wall. What can you do?',
        ['Ask him to play', 'friends'],
        [['Walk away', 'footsteps']],
        'Asking someone to play is kind. Nobo does it every day.',
        1,
      ),
      question(
        'What do Nobo\u2019s kind eyes look for?',
        ['Someone on their own', 'alone'],
        [['A lost ball', 'ball']],
        'Kind eyes look for a child who is on their own.',
        1,
      ),
      question(
        'Who can join Nobo\u2019s game?',
        ['Everyone', 'team'],
        [['Only Nobo and one friend', 'friends']],
        'In Nobo\u2019s games, there is room for everyone.',
      ),
    ],
    beat: 'steady',
    celebration: { message: 'Nobo says: you made room for everyone!', picture: 'team' },
  },
  {
    title: 'How kindness feels',
    competency: 'self-awareness',
    lyrics: [
      'When I am kind I feel so warm',
      'Like sunshine in my chest',
      'When friends are kind to me as well',
      'That warm feeling is the best',
    ],
    lesson: [
      card('A warm feeling', 'Being kind gives us a warm, happy feeling inside.', 'heart'),
      card('Left out hurts', 'Being left out can feel sad and lonely. Everyone feels it sometimes.', 'frown'),
      card('Remember it', 'We remember how left out feels. Then we know how others feel.', 'thought'),
      card('Two smiles', 'One kind act makes two people smile: your friend and you.', 'smile'),
    ],
    practice: [
      question(
        'Nobo shares its crayons with Ana. How does Nobo feel inside?',
        ['Warm and happy', 'heart'],
        [['Cross and grumpy', 'cross']],
        'Being kind gives us a warm feeling too.',
        1,
      ),
      question(
        'Kofi is not picked for the game. How might he feel?',
        ['Sad', 'frown'],
        [
          ['Very happy', 'laugh'],
          ['Sleepy', 'tired'],
        ],
        'Being left out can make anyone feel sad.',
        1,
      ),
      question(
        'Mei asks a new girl to play with her. How does the girl feel?',
        ['Happy', 'smile'],
        [['Scared', 'scared']],
        'Being asked to play feels happy and warm.',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'You found the warm feeling of kindness today!', picture: 'heart' },
  },
  {
    title: 'Come and play!',
    competency: 'relationship-skills',
    lyrics: ['Come and play come and play', 'Make the circle wide', 'I will show you how we play', 'Come and stand by my side'],
    lesson: [
      card('Words that invite', 'We walk up and ask, "Do you want to play with us?"', 'bubble'),
      card('Make the circle wide', 'Everyone steps back a little. Now there is room for one more.', 'team'),
      card('Show the rules', 'A new player may not know the game yet. We show them how.', 'helper'),
    ],
    practice: [
      question(
        'Sami is watching your game of tag. What can you say?',
        ['"Do you want to play?"', 'bubble'],
        [['"This game is full"', 'stop-hand']],
        '"Do you want to play?" opens the game to a new friend.',
      ),
      question(
        'Your circle game has no room for Lina. What can the circle do?',
        ['Step back and make room', 'team'],
        [['Keep playing without her', 'alone']],
        'When everyone steps back, the circle has room for one more.',
        1,
      ),
      question(
        'Tom\u00e1s does not know the rules. What can you do?',
        ['Show him how to play', 'helper'],
        [
          ['Say he cannot play', 'stop-hand'],
          ['Laugh at his mistake', 'laugh'],
        ],
        'Everyone is new to a game once. Showing the rules lets them join.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You made your circle wide today. Come and play!', picture: 'team' },
  },
  {
    title: 'Little seeds of kindness',
    competency: 'relationship-skills',
    lyrics: ['Little seeds of kindness grow', 'When I hold the door', 'I help to pick the pencils up', 'And kindness grows some more'],
    lesson: [
      card('Small is big', 'Small kind acts are like seeds. They grow into happy days.', 'seed'),
      card('Hold the door', 'We hold the door open for the person behind us.', 'door'),
      card('Pick it up', 'A friend drops their pencils? We help pick them up.', 'pencil'),
      card('Kind words', '"I like your picture!" is a tiny seed. It makes a friend smile.', 'paint'),
    ],
    practice: [
      question(
        'Aisha drops all her pencils on the floor. What can you do?',
        ['Help pick them up', 'pencil'],
        [['Step over them', 'footsteps']],
        'Helping pick things up is a small act with a big smile.',
        1,
      ),
      question(
        'You walk through a door. A friend is right behind you. What is kind?',
        ['Hold the door open', 'door'],
        [['Run on ahead', 'footsteps']],
        'Holding the door is a little seed of kindness.',
      ),
      question(
        'Which words plant a little seed of kindness?',
        ['"I like your picture!"', 'paint'],
        [
          ['"Your picture is messy"', 'thumbs-down'],
          ['"Move, I was here first"', 'stop-hand'],
        ],
        'Warm words about a friend\u2019s work make them smile.',
        2,
      ),
    ],
    beat: 'march',
    celebration: { message: 'You planted little seeds of kindness today!', picture: 'seed' },
  },
  {
    title: 'A new friend in class',
    competency: 'social-awareness',
    lyrics: [
      'A new friend walks in through the door',
      'And everything is new',
      'I smile and show them round the school',
      'I was new once too',
    ],
    lesson: [
      card('New is hard', 'A new child does not know the names, rooms or rules yet. They may feel shy.', 'worried'),
      card('Show the way', 'We can show them the coat hooks, the toilets and the playground.', 'school'),
      card('Their name', 'We ask their name. We listen and say it the way they say it.', 'ear'),
      card('Smiles help', 'Some new friends speak another language. A smile is a hello everyone understands.', 'smile'),
    ],
    practice: [
      question(
        'Yuki is new today. She looks at the floor. How might she feel?',
        ['A bit worried', 'worried'],
        [
          ['Cross', 'cross'],
          ['Very silly', 'laugh'],
        ],
        'New places can make anyone feel a bit worried.',
        1,
      ),
      question(
        'Yuki cannot find the coat hooks. What can you do?',
        ['Show her where they are', 'coat'],
        [['Let her look on her own', 'alone']],
        'Showing the way helps a new friend feel welcome.',
      ),
      question(
        'Omar speaks another language. How can you say hello?',
        ['With a smile and a wave', 'wave'],
        [
          ['Say nothing at all', 'quiet'],
          ['Shout very loudly', 'shout'],
        ],
        'A smile and a wave say hello in every language.',
      ),
    ],
    beat: 'echo',
    celebration: { message: 'You helped a new friend feel welcome today!', picture: 'wave' },
  },
  {
    title: 'Kind when it is hard',
    competency: 'self-management',
    lyrics: ['When I feel cross or in a rush', 'I stop and breathe in slow', 'I choose a kind word anyway', 'And watch my kindness grow'],
    lesson: [
      card('Hard moments', 'Being kind is easy when we are happy. It is harder when we feel cross.', 'cross'),
      card('Stop and breathe', 'First we stop. We take one slow breath in and out.', 'breath'),
      card('Choose kind', 'Then we choose kind words, even if we still feel cross.', 'bubble'),
      card('One more friend', 'Playing with a best friend is fun. Letting one more join is kind.', 'team'),
    ],
    practice: [
      question(
        'Leo bumps into you by accident. You feel cross. What can you do first?',
        ['Take a slow breath', 'breath'],
        [['Shout at him', 'shout']],
        'A slow breath helps us choose a kind word.',
        1,
      ),
      question(
        'You are playing with your best friend. Nia asks to join. What is kind?',
        ['Say "Yes, join us!"', 'team'],
        [['Say "Only two can play"', 'friends']],
        'There is always room for one more friend.',
      ),
      question(
        'You are in a hurry. A little boy cannot reach his coat. What can you do?',
        ['Stop and help him', 'helper'],
        [['Rush past him', 'footsteps']],
        'A kind act only takes a moment, even in a hurry.',
        1,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'You chose kind, even when it was hard. Nobo is proud!', picture: 'proud' },
  },
  {
    title: 'A game for everyone',
    competency: 'responsible-decision-making',
    lyrics: ['Is this a game for everyone', 'Let us stop and see', 'We change a rule so all can join', 'A game for you and me'],
    lesson: [
      card('Think first', 'Before a game starts, we ask: can everyone play this?', 'question'),
      card('Change a rule', 'Ben uses a wheelchair. The class plays a rolling race, so Ben races too.', 'wheelchair'),
      card('Little ones too', 'A small child can join in. We roll the ball, not throw it.', 'ball'),
    ],
    practice: [
      question(
        'Ben uses a wheelchair. The class wants a race. What can they do?',
        ['Change the race so Ben joins', 'wheelchair'],
        [['Race without Ben', 'alone']],
        'A small change to the rules lets everyone play.',
        1,
      ),
      question(
        'Your cousin is three. She wants to play catch. What can you do?',
        ['Roll the ball gently', 'ball'],
        [
          ['Throw it very hard', 'muscle'],
          ['Say she is too little', 'stop-hand'],
        ],
        'We can make a game easier so little ones can join.',
        2,
      ),
      question(
        'A game is about to start. What can you ask first?',
        ['"Can everyone play this?"', 'question'],
        [['"Who is the fastest?"', 'trophy']],
        'Asking "Can everyone play?" means nobody is left out.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'You made a game for everyone today!', picture: 'ball' },
  },
  {
    title: 'Speak up kindly',
    competency: 'responsible-decision-making',
    lyrics: ['If someone says you cannot play', 'I stand right next to you', 'I say that everyone can play', 'And grown-ups help us too'],
    lesson: [
      card('Left out on purpose', 'Sometimes a child says, "You can\u2019t play." That hurts.', 'frown'),
      card('Speak up', 'We can say, "Everyone can play." Calm words are strong words.', 'bubble'),
      card('Stand together', 'We go and stand next to the child who was left out. We play with them.', 'friends'),
      card('Tell a grown-up', 'If it keeps happening, we tell a grown-up we trust.', 'teacher'),
    ],
    practice: [
      question(
        'Zara says, "Ravi is too slow to play." What can you say?',
        ['"Everyone can play"', 'team'],
        [['Say nothing', 'quiet']],
        'Calm words like "Everyone can play" help a lot.',
        1,
      ),
      question(
        'Ravi sits sadly at the side. What can you do?',
        ['Go and play with him', 'friends'],
        [['Leave him on his own', 'alone']],
        'Standing with a left-out friend shows them they belong.',
      ),
      question(
        'It keeps happening every day. What can you do?',
        ['Tell a grown-up you trust', 'teacher'],
        [['Keep it a secret', 'quiet']],
        'Grown-ups you trust can help make it stop.',
      ),
    ],
    beat: 'echo',
    celebration: { message: 'You spoke up kindly for a friend today!', picture: 'friends' },
  },
  {
    title: 'Can I play too?',
    competency: 'relationship-skills',
    lyrics: ['Sometimes I am left out too', 'I take a breath and say', 'Hello can I play with you', 'Or find a new game to play'],
    lesson: [
      card('It happens to all', 'Everyone is left out sometimes, even Nobo. The sad feeling will pass.', 'alone'),
      card('Ask to join', 'Walk up, smile and ask, "Can I play too?"', 'wave'),
      card('If they say no', 'We can find another friend, or start a new game.', 'friends'),
      card('Kind to you', 'Tell yourself, "I am a good friend." Then try again.', 'mirror'),
    ],
    practice: [
      question(
        'Nobo wants to join a game of tag. What can Nobo say?',
        ['"Can I play too?"', 'wave'],
        [['Nothing, just watch', 'eyes']],
        'Asking "Can I play too?" is brave and friendly.',
        1,
      ),
      question(
        'A group says, "Not now." What can you do?',
        ['Find another friend to play with', 'friends'],
        [
          ['Shout at them', 'shout'],
          ['Sit alone all break', 'alone'],
        ],
        'Another friend or a new game can be fun too.',
        1,
      ),
      question(
        'You feel left out. What can you tell yourself?',
        ['"I am a good friend"', 'mirror'],
        [['"Nobody likes me"', 'frown']],
        'Kind words to yourself help the sad feeling pass.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You can ask, "Can I play too?" That is brave!', picture: 'wave' },
  },
  {
    title: 'My kindness garden',
    competency: 'self-awareness',
    lyrics: ['I notice and I ask to play', 'I help and share and care', 'My kindness garden grows each day', 'With room for all in there'],
    lesson: [
      card('Look what you can do', 'You notice who is alone. You invite them to play. You help in little ways.', 'checklist'),
      card('Your garden grew', 'Each kind act was a seed. Now you have a whole garden.', 'flower'),
      card('Kind everywhere', 'You can be kind on your own. At school, at home, at the park.', 'globe'),
    ],
    practice: [
      question(
        'At the park, a girl sits alone on a bench. What would Nobo do?',
        ['Ask her to join in', 'friends'],
        [['Run off to play', 'footsteps']],
        'Nobo always makes room for one more.',
        1,
      ),
      question(
        'Your sister has nobody to play with. What can you do?',
        ['Build blocks with her', 'blocks'],
        [['Play on your own', 'alone']],
        'Kindness grows at home too.',
        1,
      ),
      question(
        'Where can your kindness grow?',
        ['Everywhere you go', 'globe'],
        [
          ['Only at school', 'school'],
          ['Only at home', 'house'],
        ],
        'You can be kind at school, at home and everywhere.',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Ten days of kindness! Your kindness garden is full of flowers!', picture: 'flower' },
  },
];

export const NOBO: ProgrammeContent = {
  character: 'NOBO',
  days: DAYS,
  screening: {
    title: 'Kindness quiz',
    questions: [
      question(
        'A child in your class sits alone at lunch. What is kind?',
        ['Sit with them', 'friends'],
        [['Leave them on their own', 'alone']],
        'Sitting together shows someone they belong.',
      ),
      question(
        'A friend\u2019s tower of blocks falls down. What can you do?',
        ['Help build it again', 'blocks'],
        [['Laugh at it', 'laugh']],
        'Helping a friend is a kind thing to do.',
      ),
      question(
        'Your friend forgot a snack. You have two cookies. What is kind?',
        ['Share one cookie', 'share'],
        [['Eat both quickly', 'cookie']],
        'Sharing shows we care about our friends.',
        1,
      ),
      question(
        'Some children tell a boy, "You can\u2019t play." What can you say?',
        ['"Everyone can play"', 'team'],
        [
          ['Nothing at all', 'quiet'],
          ['Laugh along with them', 'laugh'],
        ],
        'Kind, calm words help everyone belong.',
        2,
      ),
      question(
        'You feel cross. A friend asks for help. What can you do?',
        ['Breathe, then help', 'helper'],
        [['Shout "Go away!"', 'shout']],
        'A slow breath helps us be kind, even when cross.',
        1,
      ),
    ],
  },
};
