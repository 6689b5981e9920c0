import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** RESPA: Respect. Ten days from "hello" to "I respect me too". */
const DAYS: DayContent[] = [
  {
    title: 'Hello, friend!',
    competency: 'relationship-skills',
    lyrics: ['Hello hello my friend', 'I say your name with care', 'A smile a wave a kind hello', 'Respect is everywhere'],
    lesson: [
      card('Say hello', 'When we meet someone, we look at them, smile and say hello.', 'wave'),
      card('Names matter', 'Everyone likes to hear their own name said kindly.', 'heart'),
      card('Respect', 'Respect means showing people that they matter.', 'friends'),
    ],
    practice: [
      question(
        'A new friend comes to class. What can you do?',
        ['Smile and say hello', 'wave'],
        [['Look away', 'frown']],
        'A smile and a hello show someone they matter.',
      ),
      question(
        'How do we say a friend\u2019s name?',
        ['Kindly', 'heart'],
        [['As a joke', 'shout']],
        'Names are special. We say them with care.',
        1,
      ),
      question(
        'Which one shows respect?',
        ['Waving hello', 'wave'],
        [
          ['Turning your back', 'frown'],
          ['Shouting', 'shout'],
        ],
        'Respect means showing people they matter.',
        2,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'You said hello to respect today. Respa is so proud of you!', picture: 'wave' },
  },
  {
    title: 'Big listening ears',
    competency: 'social-awareness',
    lyrics: ['My ears are big and round', 'I listen when you speak', 'I wait until you finish', 'Then it is my turn to speak'],
    lesson: [
      card('Listening ears', 'When someone talks, we turn our eyes and ears toward them.', 'ear'),
      card('Wait your turn', 'We wait until they finish before we talk.', 'quiet'),
      card('Show you heard', 'A nod or "I hear you" shows that we listened.', 'thumbs-up'),
    ],
    practice: [
      question(
        'Your friend is telling a story. What do you do?',
        ['Listen', 'ear'],
        [['Talk over them', 'shout']],
        'Big listening ears help our friends feel heard.',
      ),
      question(
        'When is it your turn to talk?',
        ['When they finish', 'quiet'],
        [['Right away', 'shout']],
        'We wait until the other person has finished.',
        1,
      ),
      question(
        'How can you show you listened?',
        ['Nod and say "I hear you"', 'thumbs-up'],
        [['Look at the floor', 'frown']],
        'A nod shows you really heard them.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'Your listening ears were amazing today!', picture: 'ear' },
  },
  {
    title: 'Kind words',
    competency: 'relationship-skills',
    lyrics: ['Kind words are like the sun', 'They warm up everyone', 'I choose my words with care', 'Kind words for all to share'],
    lesson: [
      card('Words are powerful', 'Words can make people feel happy or sad.', 'bubble'),
      card('Choose kind words', 'We pick words that help, like "Well done!" and "Can I help?"', 'sun'),
      card('Oops words', 'If we say something unkind, we say sorry and try again.', 'heart'),
    ],
    practice: [
      question(
        'Which words are kind?',
        ['"Well done!"', 'thumbs-up'],
        [['"That is silly"', 'thumbs-down']],
        'Kind words help people feel good.',
      ),
      question(
        'You said something unkind. What now?',
        ['Say sorry', 'heart'],
        [['Laugh', 'shout']],
        'Saying sorry helps fix hurt feelings.',
        1,
      ),
      question('Kind words are like...', ['The sun', 'sun'], [['The rain', 'rain']], 'Kind words warm people up, like the sun.'),
    ],
    beat: 'skip',
    celebration: { message: 'Your kind words made the world a little warmer!', picture: 'sun' },
  },
  {
    title: 'Taking turns',
    competency: 'self-management',
    lyrics: ['You go first then I go next', 'We share the game we play', 'Taking turns is fair and fun', 'We all can play today'],
    lesson: [
      card('Turns are fair', 'When we take turns, everyone gets to play.', 'turn'),
      card('Waiting is hard', 'Waiting can be tricky. Take a deep breath while you wait.', 'breath'),
      card('Invite others', 'We can say "Your turn!" to share the fun.', 'friends'),
    ],
    practice: [
      question(
        'Two friends want the same swing. What is fair?',
        ['Take turns', 'turn'],
        [['Push to go first', 'thumbs-down']],
        'Taking turns means everyone gets to play.',
      ),
      question(
        'Waiting feels hard. What helps?',
        ['A deep breath', 'breath'],
        [['Grabbing', 'thumbs-down']],
        'A slow breath helps us wait.',
        1,
      ),
      question('What can you say to share?', ['"Your turn!"', 'friends'], [['"Mine!"', 'shout']], '"Your turn!" invites a friend to play.'),
    ],
    beat: 'steady',
    celebration: { message: 'You took turns like a champion today!', picture: 'turn' },
  },
  {
    title: 'My space, your space',
    competency: 'social-awareness',
    lyrics: ['I have my bubble you have yours', 'I ask before I hug', 'A high five or a little wave', 'Respect your bubble snug'],
    lesson: [
      card('Everyone has a bubble', 'We each have a space around our body called a bubble.', 'bubble'),
      card('Ask first', 'Before a hug, we ask "Can I give you a hug?"', 'hands'),
      card('Other hellos', 'A wave or a high five is a great hello too.', 'wave'),
    ],
    practice: [
      question(
        'You want to hug a friend. What first?',
        ['Ask them', 'bubble'],
        [['Just grab them', 'thumbs-down']],
        'We ask before we hug.',
      ),
      question(
        'Your friend says no to a hug. What now?',
        ['Wave instead', 'wave'],
        [['Hug anyway', 'thumbs-down']],
        'No means no. A wave is a kind hello.',
        1,
      ),
      question('The space around you is your...', ['Bubble', 'bubble'], [['Box', 'toybox']], 'Everyone has a personal bubble.'),
    ],
    beat: 'echo',
    celebration: { message: 'You kept everyone\u2019s bubble safe today!', picture: 'bubble' },
  },
  {
    title: 'Please and thank you',
    competency: 'relationship-skills',
    lyrics: ['Please is a magic word', 'Thank you is magic too', 'I say them every day', 'To show respect to you'],
    lesson: [
      card('Please', 'We say "please" when we ask for something.', 'gift'),
      card('Thank you', 'We say "thank you" when someone helps us or gives us something.', 'heart'),
      card('Every day', 'Using these words every day shows respect.', 'star'),
    ],
    practice: [
      question(
        'You want a pencil. What do you say?',
        ['"Please can I have it?"', 'gift'],
        [['"Give it!"', 'shout']],
        'Please shows respect when we ask.',
      ),
      question(
        'A friend helps you. What do you say?',
        ['"Thank you!"', 'heart'],
        [['Nothing', 'quiet']],
        'Thank you tells them their help matters.',
        1,
      ),
      question('How often can we use magic words?', ['Every day', 'star'], [['Never', 'thumbs-down']], 'We can use them all the time!'),
    ],
    beat: 'waltz',
    celebration: { message: 'Thank you for playing so well today!', picture: 'gift' },
  },
  {
    title: 'Different is wonderful',
    competency: 'social-awareness',
    lyrics: ['Some are tall and some are small', 'We like different things', 'Every friend is special', 'Think of the joy it brings'],
    lesson: [
      card('We are different', 'People look different, like different foods and speak different words.', 'globe'),
      card('Different is good', 'Our differences make the world more fun.', 'rainbow'),
      card('Be curious', 'We can ask kind questions to learn about each other.', 'ear'),
    ],
    practice: [
      question(
        'A friend likes a game you don\u2019t. What do you say?',
        ['"Show me how!"', 'ear'],
        [['"That is boring"', 'thumbs-down']],
        'Being curious is a kind way to learn.',
      ),
      question('Our differences make the world...', ['More fun', 'rainbow'], [['Worse', 'rain']], 'Different is wonderful!', 1),
      question('Who deserves respect?', ['Everyone', 'globe'], [['Only my friends', 'frown']], 'Everyone deserves respect.', 2),
    ],
    beat: 'skip',
    celebration: { message: 'You celebrated how wonderful different can be!', picture: 'rainbow' },
  },
  {
    title: 'Caring for things',
    competency: 'responsible-decision-making',
    lyrics: [
      'Books and toys and crayons too',
      'I treat them gently every day',
      'I put them back where they belong',
      'When I have finished play',
    ],
    lesson: [
      card('Gentle hands', 'We use gentle hands with books, toys and tools.', 'hands'),
      card('Put it back', 'When we finish, we put things back where they belong.', 'toybox'),
      card('Borrowing', 'If we borrow something, we give it back in good shape.', 'book'),
    ],
    practice: [
      question(
        'You finished with the crayons. What next?',
        ['Put them back', 'toybox'],
        [['Leave them on the floor', 'thumbs-down']],
        'Things go back where they belong.',
      ),
      question('How do we turn the pages of a book?', ['Gently', 'book'], [['Roughly', 'thumbs-down']], 'Gentle hands keep books safe.', 1),
      question('You borrowed a toy. What do you do?', ['Give it back', 'gift'], [['Keep it', 'frown']], 'We give back what we borrow.'),
    ],
    beat: 'march',
    celebration: { message: 'Your gentle hands took great care today!', picture: 'toybox' },
  },
  {
    title: 'Respecting nature',
    competency: 'responsible-decision-making',
    lyrics: [
      'The trees the birds the bumblebees',
      'They share the world with me',
      'I keep the park clean and green',
      'For every bird and tree',
    ],
    lesson: [
      card('Our world', 'Plants and animals share the world with us.', 'tree'),
      card('Keep it clean', 'We put rubbish in the bin to keep places clean.', 'trash'),
      card('Look, don\u2019t pick', 'We look at flowers and bugs without hurting them.', 'plant'),
    ],
    practice: [
      question(
        'You have a wrapper. Where does it go?',
        ['In the bin', 'trash'],
        [['On the grass', 'thumbs-down']],
        'Bins keep our parks clean and green.',
      ),
      question(
        'You see a pretty flower. What do you do?',
        ['Look at it', 'plant'],
        [['Pull it up', 'thumbs-down']],
        'We look without hurting.',
        1,
      ),
      question(
        'Who shares the world with us?',
        ['Plants and animals', 'tree'],
        [['Nobody', 'quiet']],
        'Trees, birds and bees share it too.',
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'The trees and bees say thank you!', picture: 'tree' },
  },
  {
    title: 'I respect me too',
    competency: 'self-awareness',
    lyrics: ['I look into the mirror', 'I like the one I see', 'I treat myself with kindness', 'Respect begins with me'],
    lesson: [
      card('Respect yourself', 'We use kind words when we talk to ourselves too.', 'mirror'),
      card('Look after you', 'Sleep, water and good food help our bodies.', 'heart'),
      card('You matter', 'You matter, just like everyone else.', 'star'),
    ],
    practice: [
      question(
        'You made a mistake. What can you tell yourself?',
        ['"I can try again"', 'mirror'],
        [['"I am no good"', 'frown']],
        'Kind words to yourself are respect too.',
      ),
      question(
        'What helps your body?',
        ['Sleep and water', 'heart'],
        [['No sleep', 'thumbs-down']],
        'Looking after your body is respect.',
        1,
      ),
      question('Who matters?', ['You and everyone', 'star'], [['Only others', 'frown']], 'You matter, just like everyone else.'),
    ],
    beat: 'steady',
    celebration: { message: 'Ten days of respect! You are a Respect Star!', picture: 'star' },
  },
];

export const RESPA: ProgrammeContent = {
  character: 'RESPA',
  days: DAYS,
  screening: {
    title: 'Respect quiz',
    questions: [
      question('A friend falls over. What can you do?', ['Help them up', 'helper'], [['Laugh', 'laugh']], 'Helping shows we care.'),
      question('Someone is talking. You...', ['Listen', 'ear'], [['Talk over them', 'shout']], 'Listening shows respect.', 1),
      question('A new child is alone. You...', ['Invite them to play', 'friends'], [['Ignore them', 'alone']], 'Inviting someone is kind.'),
      question(
        'You want the red crayon. Your friend has it. You...',
        ['Ask, then wait', 'crayons'],
        [['Grab it', 'thumbs-down']],
        'We ask kindly and wait our turn.',
        1,
      ),
      question(
        'Your friend looks different from you. That is...',
        ['Wonderful', 'shapes'],
        [['Wrong', 'frown']],
        'Different is wonderful.',
      ),
    ],
  },
};
