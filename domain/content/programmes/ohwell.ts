import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/**
 * OHWELL: Letting go. Ten days from a kite stuck in a tree to "I can shrug, smile and try again on my own". The
 * feeling always comes first and is never wrong; letting go is what one does next.
 */
const DAYS: DayContent[] = [
  {
    title: 'Oh well!',
    competency: 'self-awareness',
    lesson: [
      card('Meet Ohwell', 'Ohwell is an otter. When things go wrong, he feels it first.', 'smile'),
      card('Things go wrong', 'Sometimes things do not go our way. A kite gets stuck. A game ends.', 'kite'),
      card('Disappointed', 'Disappointed is a feeling word. It is okay to feel disappointed.', 'disappointed'),
      card('Feel it, then let go', 'Feel it first. Then say "oh well" and think of a new plan.', 'lightbulb'),
    ],
    practice: [
      question(
        'Ohwell\u2019s kite is stuck high up in a tree. What could he do?',
        ['Ask a grown-up if they can reach', 'ask-help'],
        [
          ['Climb the tall tree to get the kite', 'tree'],
          ['Throw his shoes to knock the kite down', 'shoes'],
        ],
        'Asking a grown-up is safe. Then "oh well" if it stays stuck.',
        1,
      ),
      question(
        'It is time to go home, and the game is not finished. What could Ohwell say?',
        ['"Oh well, we can finish next time!"', 'calendar'],
        [
          ['"Can I have five minutes, please?"', 'clock', ALSO_GOOD],
          ['"No, I still want to play!"', 'stop-hand'],
        ],
        'Saying "next time" helps us let go of now.',
      ),
      question(
        'Ohwell\u2019s plan goes wrong and he cries a little. Is that okay?',
        ['Yes, feelings are okay', 'cry'],
        [
          ['No, he needs to look fine', 'mask'],
          ['If he is hurt', 'bandage'],
        ],
        'Crying is okay. Feel it first, then let go.',
        2,
      ),
    ],
    celebration: { message: 'You thought about what to do when things go wrong!', picture: 'kite' },
  },
  {
    title: 'The Ohwell shrug',
    competency: 'self-management',
    lesson: [
      card('Frustrated', 'Frustrated can feel tight and hot inside. That is okay.', 'cross'),
      card('Big feeling first', 'If the feeling is big, use Stop, breathe, name it.', 'calm-down'),
      card('The shrug', 'Then lift your shoulders up, drop them down, and say "Oh well."', 'feather'),
      card('Ready again', 'Now your body feels loose and ready to try again.', 'calm'),
    ],
    practice: [
      question(
        'Ohwell\u2019s toy car breaks, and his body feels tight. What can he use first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Fix the car fast', 'hands'],
          ['Throw the car in the trash', 'trash'],
        ],
        'With a big feeling, the routine comes first.',
        1,
      ),
      question(
        'Mateo\u2019s shoelace snaps, and he feels frustrated. What could he say?',
        ['"I feel frustrated. Oh well."', 'bubble'],
        [
          ['"Shoes are the worst!"', 'shoes'],
          ['Stomp away', 'walk-away'],
        ],
        'Naming the feeling, then "oh well", helps him let go.',
        2,
      ),
      question(
        'Mateo\u2019s shoelace cannot be fixed today. What could he do?',
        ['Wear his other shoes', 'shoes'],
        [
          ['Ask Mom to buy new shoes now', 'family'],
          ['Walk with one shoe and one sock', 'footsteps'],
        ],
        'A new plan lets Mateo still go and play.',
        1,
      ),
      question(
        'Ohwell\u2019s ice cream falls on the sidewalk. How might he feel?',
        ['Disappointed', 'disappointed'],
        [
          ['Proud', 'proud'],
          ['Nervous', 'nervous'],
        ],
        'Losing a treat can feel disappointing. That is okay.',
      ),
    ],
    celebration: { message: 'You learned the Ohwell shrug today!', picture: 'feather' },
  },
  {
    title: 'Good game, friend',
    competency: 'relationship-skills',
    lesson: [
      card('Win or lose', 'In games, someone wins and someone loses. Both are part of playing.', 'trophy'),
      card('Feel it, then shrug', 'Losing can feel sad or mad. That is okay.', 'frown'),
      card('Say "Good game"', 'Shake hands or high five, and say, "Good game!"', 'handshake'),
      card('Games are for fun', 'The fun is in playing together, not only in winning.', 'friends'),
    ],
    practice: [
      question(
        'Ohwell loses a board game to Ayo. What could Ohwell say?',
        ['"Good game, Ayo!"', 'handshake'],
        [
          ['"I was just not trying"', 'thumbs-down'],
          ['"Again, right now, I want to win!"', 'turn'],
        ],
        'Saying "good game" keeps the fun going.',
        2,
      ),
      question(
        'Malik wins the race, and Ohwell comes last. He feels sad. What is a good choice?',
        ['High five Malik', 'high-five'],
        [
          ['Say the race was too short', 'bubble'],
          ['Ask for the race again', 'turn'],
        ],
        'Feeling sad is okay. A high five shows you can lose kindly.',
        1,
      ),
      question(
        'Ohwell thinks a game rule is not fair. What could he say calmly?',
        ['"That\u2019s not fair. Can we check?"', 'scales'],
        [
          ['"I want to stop this game!"', 'stop-hand'],
          ['"New rule: I go first!"', 'checklist'],
        ],
        '"That\u2019s not fair" is okay to say, calmly.',
      ),
      question(
        'Ohwell\u2019s team loses, but the other team played well. What could Ohwell do?',
        ['Clap for the other team', 'clap'],
        [
          ['Ask for another game', 'turn'],
          ['Say the other team was lucky', 'bubble'],
        ],
        'Clapping for good play is losing kindly.',
        2,
      ),
    ],
    celebration: { message: 'You chose kind words for winning and losing!', picture: 'high-five' },
  },
  {
    title: 'Ohwell\u2019s rainy-day plan',
    competency: 'responsible-decision-making',
    lesson: [
      card('Plans can change', 'Sometimes plans change. Rain comes, or a friend is sick.', 'rain'),
      card('Oh well, then think', 'Say "oh well". Then ask, "What else could we do?"', 'thought'),
      card('Pick a new plan', 'Choose a new plan that is safe and fun. Try a picnic indoors!', 'house'),
      card('Hopeful', 'Hopeful means you think good things can still come.', 'rainbow'),
    ],
    practice: [
      question(
        'Rain stops Ohwell\u2019s picnic in the park. What could he do?',
        ['Have a picnic on the floor inside', 'house'],
        [
          ['Go out in the rain without a coat', 'no-coat'],
          ['Wait by the window', 'hourglass'],
        ],
        'A new plan can still be fun, and dry.',
      ),
      question(
        'Kwame is sick and cannot come to play. What could Ohwell do?',
        ['Call Kwame to say "Get well!"', 'phone-call'],
        [
          ['Ask if Kwame can still come', 'question'],
          ['"Why me? It is not fair!"', 'bubble'],
        ],
        'A call is a new plan. Kwame might feel cared for.',
        2,
      ),
      question(
        'The swimming pool is closed today. Which new plan is safe and fun?',
        ['Ride bikes in the park with Mom', 'bike'],
        [
          ['Swim in the pond with no grown-up', 'water'],
          ['Wait at the pool gate', 'door'],
        ],
        'A good new plan is safe and fun.',
        1,
      ),
    ],
    celebration: { message: 'You picked safe new plans today!', picture: 'lightbulb' },
  },
  {
    title: 'Oops becomes art',
    competency: 'self-management',
    lesson: [
      card('Oops moments', 'A paint drip or a wobbly line can happen to anyone.', 'paint'),
      card('Good, not perfect', 'Things do not have to be perfect to be good.', 'thumbs-up'),
      card('Make it something new', 'Ohwell turns a drip into a fish. A smudge becomes a cloud.', 'fish'),
      card('Keep going', 'Keep working. Your picture is still yours.', 'crayons'),
    ],
    practice: [
      question(
        'Paint drips on Ohwell\u2019s picture. What could he do?',
        ['Turn the drip into a fish', 'fish'],
        [
          ['Rip the picture up and throw it out', 'trash'],
          ['Put the picture in his bag', 'backpack'],
        ],
        'An oops can become something new.',
        2,
      ),
      question(
        'Hina\u2019s line comes out wobbly. What could she tell herself?',
        ['"Oh well, it is still good"', 'thumbs-up'],
        [
          ['"I need to erase the whole thing"', 'pencil'],
          ['"I am bad at drawing"', 'thumbs-down'],
        ],
        'Kind words to ourselves help us keep going.',
      ),
      question(
        'Ohwell\u2019s clay cat has one short ear. What could he do?',
        ['Say "Oh well, a special cat!"', 'cat'],
        [
          ['Squash it flat and start again', 'hands', ALSO_GOOD],
          ['Keep fixing the ear till dinner', 'clock'],
        ],
        'Good is good enough. A short ear can be fine!',
        1,
      ),
    ],
    celebration: { message: 'You found ways to turn an oops into art!', picture: 'paint' },
  },
  {
    title: 'Not first, oh well',
    competency: 'self-management',
    lesson: [
      card('Wanting things', 'We all want things, like the first turn on the slide.', 'turn'),
      card('Not every time', 'We cannot get what we want every time.', 'scales'),
      card('Your turn will come', 'Waiting can feel long. Your turn will come again.', 'hourglass'),
      card('Another good thing', 'No red crayon? Oh well. A blue one can draw the sky.', 'crayons'),
    ],
    practice: [
      question(
        'Ohwell wants the red crayon, but Leila is using that one. What could he do?',
        ['Use the blue one for now', 'crayons'],
        [
          ['Take the red one when she turns away', 'grab'],
          ['Put the crayons away for today', 'tidy-up'],
        ],
        'Another color can be just as fun.',
        1,
      ),
      question(
        'Sam gets to the front of the line first. What could Ohwell say?',
        ['"Oh well, I\u2019ll be next"', 'line-up'],
        [
          ['"Can I go in front of you?"', 'question'],
          ['Push in front', 'push'],
        ],
        'Your turn will come. A shrug helps you wait.',
        2,
      ),
      question(
        'Ohwell wanted the window seat on the bus. Dee is in it. What could he do?',
        ['Sit in another seat', 'bus'],
        [
          ['Stand by the seat for Dee to move', 'hourglass'],
          ['Squeeze in next to Dee', 'friends'],
        ],
        'Another seat can still have a good view.',
      ),
    ],
    celebration: { message: 'You found another good thing when plans changed!', picture: 'crayons' },
  },
  {
    title: 'Forgive and play',
    competency: 'relationship-skills',
    lesson: [
      card('Accidents', 'Friends make mistakes too. Most bumps and spills are accidents.', 'water'),
      card('Hear the sorry', 'When a friend says sorry, listen. They might feel bad too.', 'ear'),
      card('Let it go', 'Say, "It\u2019s okay." Staying mad feels like a heavy backpack.', 'backpack'),
      card('Play again', 'Then you can both go back to playing.', 'friends'),
    ],
    practice: [
      question(
        'Jae spills water on Ohwell by accident and says sorry. What could Ohwell say?',
        ['"It\u2019s okay"', 'hands'],
        [
          ['"You did that on purpose!"', 'shout'],
          ['"Go away, I\u2019ll play with Kim"', 'friends'],
        ],
        'Saying "It\u2019s okay" helps friends move on.',
      ),
      question(
        'Ohwell stays mad at Jae all morning. What is that like?',
        ['Heavy, like a big backpack', 'backpack'],
        [
          ['Light, like a feather', 'feather'],
          ['Fun, like a game of ball', 'ball'],
        ],
        'Letting go makes us feel lighter.',
        1,
      ),
      question(
        'Jae said sorry, and Ohwell forgave Jae. What could they do now?',
        ['Go back to playing', 'ball'],
        [
          ['Keep talking about the spill', 'bubble'],
          ['Make Jae say sorry again', 'question'],
        ],
        'Letting go means we can have fun again.',
        2,
      ),
      question(
        'Jo keeps kicking Ohwell\u2019s chair on purpose. What could Ohwell say?',
        ['"Stop, please. I don\u2019t like that."', 'stop-hand'],
        [
          ['"Oh well," and move his chair', 'bubble'],
          ['"It\u2019s okay, keep going"', 'hands'],
        ],
        'Letting go is for accidents. You can always say stop.',
        1,
      ),
    ],
    celebration: { message: 'You chose to forgive and play!', picture: 'hug' },
  },
  {
    title: 'Can change, can\u2019t change',
    competency: 'responsible-decision-making',
    lesson: [
      card('Some things we can\u2019t change', 'We can\u2019t change the weather. We can\u2019t make the clock go faster.', 'clock'),
      card('Some things we can change', 'We can change our words, our plan and how hard we try.', 'muscle'),
      card('Let go, then choose', 'Let go of what you can\u2019t change. Work on what you can.', 'feather'),
    ],
    practice: [
      question(
        'It snows, so there is no soccer today. What can Ohwell change?',
        ['What he plays instead', 'snowflake'],
        [
          ['The snowy weather outside', 'cloud'],
          ['The day of the soccer game', 'calendar'],
        ],
        'We can\u2019t change the weather, but we can pick a snow game.',
        2,
      ),
      question(
        'Ohwell\u2019s team is behind at the break. What can he change?',
        ['How hard he tries', 'muscle'],
        [
          ['The time left on the clock', 'clock'],
          ['The players on the other team', 'team'],
        ],
        'We can change what we do, not the clock.',
        1,
      ),
      question(
        'Pia is upset that the bus is late. What can Pia change?',
        ['What she does while she waits', 'book'],
        [
          ['How fast the bus comes', 'bus'],
          ['Where the bus stops', 'stop-sign'],
        ],
        'We can choose what we do while we wait.',
      ),
      question(
        'Which one can nobody change?',
        ['How fast the clock goes', 'clock'],
        [
          ['What game he plays next', 'ball'],
          ['How kind his words are', 'bubble'],
        ],
        'Nobody can make the clock go faster. We can change our game and words.',
        2,
      ),
    ],
    celebration: { message: 'You sorted what you can and can\u2019t change!', picture: 'muscle' },
  },
  {
    title: 'When friends want something else',
    competency: 'social-awareness',
    lesson: [
      card('Friends have wishes too', 'Friends want different things sometimes. Their wishes matter too.', 'thought'),
      card('Jealous', 'Jealous is a feeling when we want what someone else has.', 'worried'),
      card('New friends', 'Sometimes your friend plays with someone else. That is okay.', 'team'),
      card('Join or choose', 'You can join their game, or find another game to play.', 'ball'),
    ],
    practice: [
      question(
        'Chen wants to play ball, but Ohwell wants tag. What is a good idea?',
        ['Ball now, tag later', 'turn'],
        [
          ['Whoever runs fastest picks', 'footsteps'],
          ['Tag, or Ohwell goes home', 'house'],
        ],
        'Taking turns with games is fair.',
        1,
      ),
      question(
        'Ohwell\u2019s best friend plays with someone new today. What could Ohwell do?',
        ['Ask to join them', 'team'],
        [
          ['Tell the new child to go away', 'stop-hand'],
          ['Tell his friend to choose one', 'bubble'],
        ],
        'Friends can have more than one friend. Join in!',
        2,
      ),
      question(
        'Mira wants to draw, not build blocks with Ohwell. What might that mean?',
        ['Mira likes drawing right now', 'crayons'],
        [
          ['Mira does not like Ohwell', 'thumbs-down'],
          ['Ohwell did something wrong', 'question'],
        ],
        'Friends can like different things and still be friends.',
      ),
    ],
    celebration: { message: 'You thought about what friends want too!', picture: 'friends' },
  },
  {
    title: 'Shrug, smile, try again',
    competency: 'self-awareness',
    lesson: [
      card('Your letting-go tools', 'The shrug, "oh well", new plans and "good game" are yours now.', 'checklist'),
      card('Notice first', 'First notice your feeling. It is okay to feel sad or mad.', 'heartbeat'),
      card('Proud', 'Proud is how we feel after trying again. You can feel proud.', 'proud'),
    ],
    practice: [
      question(
        'Ohwell\u2019s paper boat sinks in the pond. What could he do?',
        ['Fold a new boat', 'boat'],
        [
          ['Stop making boats, for good', 'stop-hand'],
          ['Blame the wind for the sinking', 'wind'],
        ],
        'Shrug, smile, try again!',
        2,
      ),
      question(
        'Jo bumps Ohwell and his snack falls. What does Ohwell do first?',
        ['Notice how he feels', 'heartbeat'],
        [
          ['Take Jo\u2019s snack', 'cookie'],
          ['Blame Jo in a loud voice', 'shout'],
        ],
        'First we notice our feeling. Then we choose.',
        1,
      ),
      question(
        'Ohwell tries again, and his new boat floats! How might he feel?',
        ['Proud', 'proud'],
        [
          ['Sad', 'frown'],
          ['Nervous', 'nervous'],
        ],
        'Trying again and doing it can make us feel proud.',
      ),
    ],
    celebration: { message: 'You finished ten days of letting go!', picture: 'confetti' },
  },
];

export const OHWELL: ProgrammeContent = {
  character: 'OHWELL',
  days: DAYS,
  screening: {
    title: 'Letting go: what would you do?',
    questions: [
      testItem(
        'self-management',
        'Your pencil tip breaks in the middle of your drawing. What could you do?',
        ['Sharpen the pencil', 'pencil'],
        [
          ['Stop and tear up the drawing', 'stop-hand'],
          ['Throw the pencil away', 'trash'],
        ],
        'A broken tip is a small oops. Sharpen and go on.',
      ),
      testItem(
        'self-management',
        'Clouds hide the moon, so you cannot see it tonight. What could you say?',
        ['"Oh well, maybe tomorrow night"', 'moon'],
        [
          ['"Make the clouds go away!"', 'cloud'],
          ['"I will stay awake till they go"', 'bed'],
        ],
        'We can\u2019t move clouds. We can look again another night.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend has to go home early from the park. What could you say?',
        ['"Bye! See you tomorrow!"', 'friends'],
        [
          ['"You can\u2019t go yet!"', 'stop-hand'],
          ['"Then I am going home too"', 'house'],
        ],
        'Her family decides. A kind goodbye lets her go.',
        2,
      ),
      testItem(
        'self-awareness',
        'Your favorite cup breaks. You feel a lump in your throat. What could you do?',
        ['Tell Dad, "I feel sad about my cup"', 'ask-help'],
        [
          ['Say, "I do not care one bit"', 'stop-hand'],
          ['Stomp on the broken bits', 'footsteps'],
        ],
        'Naming the feeling helps you let it go. A grown-up picks up the bits.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend forgot to bring the game she promised. What could you say?',
        ['"Oh well, we can play tag"', 'toybox'],
        [
          ['"You always forget things!"', 'shout'],
          ['"Okay, then I won\u2019t play with you"', 'walk-away'],
        ],
        'Forgetting happens. Letting it go keeps the fun going.',
      ),
      testItem(
        'self-management',
        'Dad says no park today because he is busy. What could you do?',
        ['Play at home and ask about tomorrow', 'house'],
        [
          ['Keep asking until he says yes', 'question'],
          ['Walk to the park by yourself', 'footsteps'],
        ],
        'A new plan at home, and maybe the park tomorrow.',
        2,
      ),
      testItem(
        'self-management',
        'Your big sister may stay up late. You must go to bed. What might help most?',
        ['Say goodnight, think of a happy thing', 'moon'],
        [
          ['Say "It is not fair!" all night', 'shout'],
          ['Tiptoe out to watch with her', 'footsteps'],
        ],
        'Your turn to stay up comes later. A happy thought helps you rest.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Last week your friend broke your toy by accident. Now he asks to play. What fits best?',
        ['Play with him; it was an accident', 'toybox'],
        [
          ['Say yes, but keep reminding him', 'bubble'],
          ['Ask him to buy a new toy first', 'gift'],
        ],
        'Letting go of an accident lets friends play again.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'self-management',
        'Your crayon snaps in two while you color. What could you do?',
        ['Color on with one of the pieces', 'crayons'],
        [
          ['Put the picture away for good', 'backpack'],
          ['Snap the other crayons too', 'hands'],
        ],
        'A snapped crayon still colors. Keep going.',
        2,
      ),
      testItem(
        'self-management',
        'Fog hides the mountain you came to see. What could you say?',
        ['"Oh well, we can come back"', 'mountain'],
        [
          ['"Make the fog go away!"', 'cloud'],
          ['"This whole trip is ruined"', 'thumbs-down'],
        ],
        'We can\u2019t move fog. We can come back.',
      ),
      testItem(
        'social-awareness',
        'Your friend has to stop playing and do homework. What could you say?',
        ['"Bye! See you later!"', 'friends'],
        [
          ['"Homework is boring. Stay!"', 'book'],
          ['"Okay, then I won\u2019t be your friend"', 'walk-away'],
        ],
        'Her homework matters too. A kind goodbye lets her go.',
        1,
      ),
      testItem(
        'self-awareness',
        'Rain washes away your chalk drawing. You feel a lump in your throat. What could you do?',
        ['Say, "I feel sad. Oh well."', 'bubble'],
        [
          ['Stomp in the wet chalk', 'footsteps'],
          ['Shout at the rain to stop', 'shout'],
        ],
        'Naming the feeling is the first step to letting it go.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend comes late to meet you at the park. What could you say?',
        ['"Oh well, you are here now!"', 'clock'],
        [
          ['"You are always late!"', 'shout'],
          ['"Okay, I am going home. Bye."', 'house'],
        ],
        'Letting go of the wait keeps the fun going.',
        1,
      ),
      testItem(
        'self-management',
        'The zoo trip is off because the car broke. What could you do?',
        ['Make a toy zoo at home', 'toybox'],
        [
          ['Keep asking to go anyway', 'question'],
          ['Walk to the zoo by yourself', 'footsteps'],
        ],
        'A new plan at home can be fun too.',
      ),
      testItem(
        'self-management',
        'Your brother gets a new bike. Yours is old. What might help most?',
        ['Say, "Cool bike!" and enjoy your own', 'bike'],
        [
          ['Ask him, "Can I have it, please?"', 'question'],
          ['Say, "Yours is too big for you"', 'bubble'],
        ],
        'Your old bike still rides. Letting go of the new one helps.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your sister lost your ball by accident yesterday. Today she wants to play catch.',
        ['Play catch with her; it was an accident', 'ball'],
        [
          ['Say yes, but bring up the lost ball', 'bubble'],
          ['Make her buy a new ball first', 'gift'],
        ],
        'Letting go of an accident lets you play again.',
      ),
    ],
  },
};
