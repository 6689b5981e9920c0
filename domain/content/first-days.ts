import type { CharacterCode } from '../constants.js';
import { card, dayPage, question, type DayContent } from './build.js';

/** Day 1 for every other character: who they are and the first step of their virtue. */
const FIRST_DAYS: Array<[CharacterCode, DayContent]> = [
  [
    'COUR',
    {
      title: 'Brave like Cour',
      lyrics: ['Cour the fox is brave and bold', 'It tries new things each day', 'Even when its tummy flips', 'It says I will find a way'],
      lesson: [
        card('Courage', 'Courage means doing something even when it feels a bit scary.', 'shield'),
        card('Small and brave', 'Brave can be small, like putting up your hand.', 'hands'),
        card('Proud', 'After a brave step, we feel proud.', 'star'),
      ],
      practice: [
        question(
          'Putting up your hand in class can be...',
          ['Brave', 'shield'],
          [['Silly', 'thumbs-down']],
          'Small things can be brave too.',
        ),
        question('After a brave step we feel...', ['Proud', 'star'], [['Grumpy', 'frown']], 'Brave steps make us proud.', 1),
      ],
      beat: 'march',
      celebration: { message: 'Cour says: that was brave!', picture: 'shield' },
    },
  ],
  [
    'GRATI',
    {
      title: 'Thank you, Grati',
      lyrics: ['Thank you for the morning sun', 'Thank you for my friends', 'Grati says a thank you song', 'The thank you never ends'],
      lesson: [
        card('Gratitude', 'Gratitude means noticing good things and saying thank you.', 'heart'),
        card('Little things', 'Sunshine, a hug or a snack can all be good things.', 'sun'),
        card('Say it', 'Telling someone "thank you" makes two people happy.', 'friends'),
      ],
      practice: [
        question('Gratitude means...', ['Saying thank you', 'heart'], [['Wanting more', 'gift']], 'Gratitude is noticing good things.'),
        question(
          'Who feels happy when you say thank you?',
          ['You and them', 'friends'],
          [['Nobody', 'quiet']],
          'Thank you makes two people happy.',
          1,
        ),
      ],
      beat: 'waltz',
      celebration: { message: 'Grati is grateful for you!', picture: 'heart' },
    },
  ],
  [
    'FAIHO',
    {
      title: 'Look for the rainbow',
      lyrics: ['After rain the sun comes out', 'A rainbow in the sky', 'Faiho says keep hoping', 'Good days are coming by'],
      lesson: [
        card('Hope', 'Hope means believing good things can happen.', 'rainbow'),
        card('After the rain', 'Hard days pass, like rain clouds.', 'rain'),
        card('Look ahead', 'We can think of something good coming soon.', 'sun'),
      ],
      practice: [
        question(
          'Hope means believing...',
          ['Good things can happen', 'rainbow'],
          [['Nothing will change', 'frown']],
          'Hope looks for the rainbow.',
        ),
        question('Hard days are like...', ['Rain that passes', 'rain'], [['Forever', 'rock']], 'Like rain, hard days pass.', 1),
      ],
      beat: 'skip',
      celebration: { message: 'Faiho sees a rainbow: you!', picture: 'rainbow' },
    },
  ],
  [
    'ETMO',
    {
      title: 'How do you feel?',
      lyrics: ['Etmo sees a friend who cries', 'It sits down close and kind', 'How are you Etmo asks', 'A helping heart and mind'],
      lesson: [
        card('Empathy', 'Empathy means understanding how someone else feels.', 'heart'),
        card('Notice', 'We look at faces to see how friends feel.', 'smile'),
        card('Help', 'We can ask "Are you okay?"', 'helper'),
      ],
      practice: [
        question(
          'A friend is crying. What can you say?',
          ['"Are you okay?"', 'helper'],
          [['"Stop crying"', 'shout']],
          'Asking shows you care.',
        ),
        question(
          'Empathy means understanding...',
          ['How others feel', 'heart'],
          [['Only how I feel', 'mirror']],
          'Empathy is feeling with others.',
          1,
        ),
      ],
      beat: 'waltz',
      celebration: { message: 'Etmo felt your kind heart today!', picture: 'heart' },
    },
  ],
  [
    'MIMALIMA',
    {
      title: 'Notice now',
      lyrics: ['Mimalima stops to hear', 'The birds the wind the bees', 'Slow and quiet here and now', 'I notice all of these'],
      lesson: [
        card('Mindfulness', 'Mindfulness means noticing what is happening right now.', 'star'),
        card('Listen', 'Close your eyes. What sounds can you hear?', 'ear'),
        card('Breathe', 'Feel your breath go in and out.', 'breath'),
      ],
      practice: [
        question('Mindfulness means noticing...', ['Right now', 'star'], [['Tomorrow', 'book']], 'Mindfulness is about now.'),
        question('Close your eyes and...', ['Listen to sounds', 'ear'], [['Shout', 'shout']], 'Quiet listening helps us notice.', 1),
      ],
      beat: 'steady',
      celebration: { message: 'Mimalima noticed how calm you were!', picture: 'ear' },
    },
  ],
  [
    'OHWELL',
    {
      title: 'Oh well!',
      lyrics: ['My kite got stuck up in a tree', 'Oh well Ohwell said', 'I can make another one', 'And fly it high instead'],
      lesson: [
        card('Letting go', 'Sometimes things don\u2019t go our way, and that is okay.', 'feather'),
        card('Oh well', 'Saying "oh well" helps us move on.', 'bubble'),
        card('New plan', 'We can think of a new plan.', 'puzzle'),
      ],
      practice: [
        question(
          'Your game ends early. You can say...',
          ['"Oh well, next time!"', 'bubble'],
          [['Stomp and shout', 'shout']],
          'Oh well helps us let go.',
        ),
        question('When things go wrong, make a...', ['New plan', 'puzzle'], [['Big fuss', 'frown']], 'A new plan helps us move on.', 1),
      ],
      beat: 'skip',
      celebration: { message: 'Oh well? Oh WOW! Great job!', picture: 'feather' },
    },
  ],
  [
    'WOTAR',
    {
      title: 'Better together',
      lyrics: [
        'One block two blocks build it high',
        'With friends it grows so tall',
        'Wotar says we work as one',
        'Together we build it all',
      ],
      lesson: [
        card('Teamwork', 'Teamwork means working together to do something.', 'friends'),
        card('Everyone helps', 'Each person adds something special.', 'puzzle'),
        card('Share ideas', 'We listen to each other\u2019s ideas.', 'ear'),
      ],
      practice: [
        question('Teamwork means...', ['Working together', 'friends'], [['Doing it alone', 'mirror']], 'Teams work together.'),
        question('In a team, everyone...', ['Helps', 'puzzle'], [['Watches', 'quiet']], 'Each person adds something.', 1),
      ],
      beat: 'march',
      celebration: { message: 'Wotar says: great teamwork!', picture: 'friends' },
    },
  ],
  [
    'ENSUOT',
    {
      title: "Let's go!",
      lyrics: ['Jump up high and clap your hands', 'Ensuot says lets go', 'Give it all your sunny best', 'From your head down to your toe'],
      lesson: [
        card('Enthusiasm', 'Enthusiasm means being excited to try and to join in.', 'sun'),
        card('Cheer others', 'We can cheer our friends on.', 'clap'),
        card('Best effort', 'Giving our best effort feels great.', 'star'),
      ],
      practice: [
        question('Enthusiasm means being...', ['Excited to try', 'sun'], [['Bored', 'frown']], 'Enthusiasm is sunny and ready!'),
        question('You can cheer friends by...', ['Clapping', 'clap'], [['Ignoring them', 'quiet']], 'Claps and cheers help friends.', 1),
      ],
      beat: 'skip',
      celebration: { message: 'Ensuot cheers: you were awesome!', picture: 'sun' },
    },
  ],
  [
    'NOBO',
    {
      title: 'Nobody left out',
      lyrics: ['I see a friend who plays alone', 'Nobo says come play', 'There is room for everyone', 'We all belong today'],
      lesson: [
        card('Kindness', 'Kindness means doing nice things for others.', 'heart'),
        card('Include', 'We invite friends who are alone to join us.', 'friends'),
        card('Everyone belongs', 'There is room for everyone.', 'globe'),
      ],
      practice: [
        question(
          'A child plays alone. What do you do?',
          ['Invite them', 'friends'],
          [['Walk away', 'footsteps']],
          'Inviting someone is kind.',
        ),
        question('Who belongs?', ['Everyone', 'globe'], [['Only some', 'frown']], 'Everyone belongs.', 1),
      ],
      beat: 'steady',
      celebration: { message: 'Nobo says: you made room for everyone!', picture: 'friends' },
    },
  ],
  [
    'STRETLIT',
    {
      title: 'Stretch a little',
      lyrics: ['Stretlit stretches up so high', 'A little more each day', 'I can learn a little more', 'And grow along the way'],
      lesson: [
        card('Growing', 'Our brains grow when we learn new things.', 'plant'),
        card('A little more', 'We can stretch a little further each day.', 'ladder'),
        card('Not yet', '"I can\u2019t do it yet" means I am still learning.', 'star'),
      ],
      practice: [
        question('"I can\u2019t do it..."', ['"...yet!"', 'ladder'], [['"...ever!"', 'thumbs-down']], 'Yet means you are still learning.'),
        question('Learning makes your brain...', ['Grow', 'plant'], [['Shrink', 'frown']], 'Learning grows our brains.', 1),
      ],
      beat: 'echo',
      celebration: { message: 'Stretlit saw you stretch and grow!', picture: 'plant' },
    },
  ],
  [
    'DEPUTIS',
    {
      title: 'Keep on going',
      lyrics: ['Step by step up the hill', 'Deputis keeps on going', 'When it is hard I do not stop', 'And soon my strength is showing'],
      lesson: [
        card('Perseverance', 'Perseverance means keeping on going, even when it is hard.', 'ladder'),
        card('Small steps', 'One small step at a time gets us there.', 'footsteps'),
        card('Rest and go', 'We can rest, then keep going.', 'breath'),
      ],
      practice: [
        question('Perseverance means...', ['Keep going', 'ladder'], [['Stop at once', 'thumbs-down']], 'We keep on going.'),
        question('Tired on a hill? You can...', ['Rest, then go on', 'breath'], [['Give up', 'frown']], 'Rest, then keep going.', 1),
      ],
      beat: 'march',
      celebration: { message: 'Deputis says: you kept going!', picture: 'footsteps' },
    },
  ],
  [
    'VALDEPA',
    {
      title: 'Every friend is different',
      lyrics: ['Some like red and some like blue', 'Some are loud some shy', 'Valdepa loves every friend', 'And I will tell you why'],
      lesson: [
        card('Valuing differences', 'Everyone is different, and that is great.', 'rainbow'),
        card('Ask and learn', 'We can learn about friends by asking.', 'ear'),
        card('Kind to all', 'We are kind to everyone, whatever they are like.', 'heart'),
      ],
      practice: [
        question(
          'Friends are different, and that is...',
          ['Great', 'rainbow'],
          [['Bad', 'thumbs-down']],
          'Differences make life colourful.',
        ),
        question(
          'To learn about a friend, you can...',
          ['Ask them', 'ear'],
          [['Laugh at them', 'shout']],
          'Kind questions help us learn.',
          1,
        ),
      ],
      beat: 'waltz',
      celebration: { message: 'Valdepa loves how kind you were!', picture: 'rainbow' },
    },
  ],
  [
    'LASPRO',
    {
      title: 'I can be trusted',
      lyrics: ['I said I would and so I do', 'Laspro keeps its word', 'I feed my fish I tidy up', 'The best news you have heard'],
      lesson: [
        card('Responsibility', 'Responsibility means doing what we said we would do.', 'shield'),
        card('Jobs', 'We can have little jobs, like feeding a pet.', 'helper'),
        card('Own it', 'If we forget, we say so and fix it.', 'hands'),
      ],
      practice: [
        question('You promised to tidy up. You...', ['Tidy up', 'toybox'], [['Forget on purpose', 'thumbs-down']], 'We do what we said.'),
        question('You forgot your job. What now?', ['Say so and fix it', 'hands'], [['Hide it', 'quiet']], 'Owning it is responsible.', 1),
      ],
      beat: 'steady',
      celebration: { message: 'Laspro trusts you! Great job!', picture: 'shield' },
    },
  ],
];

export const FIRST_DAY_PAGES = FIRST_DAYS.map(([character, content]) => dayPage(character, 1, content));
