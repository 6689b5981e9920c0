import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** ETMO: Empathy. Ten days from noticing a friend's face to "I can care on my own": notice, wonder, ask, help. */
const DAYS: DayContent[] = [
  {
    title: 'Etmo\u2019s feeling whiskers',
    competency: 'social-awareness',
    lesson: [
      card('Meet Etmo', 'Etmo is a cat with twitchy whiskers. He notices how friends feel.', 'cat'),
      card('Empathy', 'Empathy means caring about how someone else feels.', 'heart'),
      card('Happy and sad', 'Happy and sad are feeling words. Friends feel them too.', 'smile'),
      card('Ask kindly', 'When a friend might be sad, ask, "Are you okay?"', 'bubble'),
    ],
    practice: [
      question(
        'Etmo sees Rosa crying by the fence. What could Etmo say?',
        ['"Are you okay?"', 'bubble'],
        [
          ['"Come and play ball with me!"', 'ball'],
          ['Walk on by', 'walk-away'],
        ],
        'Asking "Are you okay?" shows you care how she feels.',
        1,
      ),
      question(
        'Ali gets a gold sticker and jumps up and down. How might Ali feel?',
        ['Happy', 'smile'],
        [
          ['Sad', 'frown'],
          ['Tired', 'tired'],
        ],
        'Jumping with a big smile is a happy clue.',
        2,
      ),
      question(
        'Mo drops his cookie in the mud. Which shows Etmo cares how Mo feels?',
        ['Say, "Oh no! That is sad."', 'bubble'],
        [
          ['Tell Mo to go and get a new one', 'cookie'],
          ['Point at the muddy cookie and laugh', 'tease'],
        ],
        'Saying "Oh no!" shows you care about how Mo might feel.',
      ),
    ],
    celebration: { message: 'You thought about how friends feel today!', picture: 'heart' },
  },
  {
    title: 'My feelings first',
    competency: 'self-awareness',
    lesson: [
      card('Feelings have names', 'Mad, nervous, happy and sad are all feeling words.', 'heart'),
      card('Body clues', 'Mad can feel like hot cheeks and tight fists.', 'cross'),
      card('Butterflies', 'A wobbly tummy before something new often means nervous.', 'nervous'),
      card('Me first, then you', 'Knowing your own feelings helps you notice them in friends.', 'thought'),
    ],
    practice: [
      question(
        'Your cheeks feel hot and your fists are tight. What feeling could that be?',
        ['Mad', 'cross'],
        [
          ['Bored', 'bored'],
          ['Calm', 'calm'],
        ],
        'Hot cheeks and tight fists are clues for mad.',
        1,
      ),
      question(
        'Your tummy feels wobbly before the school show. What feeling could it be?',
        ['Nervous', 'nervous'],
        [
          ['Sad', 'frown'],
          ['Sleepy', 'tired'],
        ],
        'A wobbly tummy is often a nervous clue. That is okay.',
      ),
      question(
        'Etmo feels nervous about his first swim lesson. What could he do?',
        ['Tell Dad, "I feel nervous"', 'ask-help'],
        [
          ['Say he loves swimming', 'bubble'],
          ['Say that he feels fine', 'mask'],
        ],
        'Naming a feeling to a grown-up helps it feel smaller.',
        2,
      ),
    ],
    celebration: { message: 'You named your own feelings today!', picture: 'heartbeat' },
  },
  {
    title: 'Etmo reads faces',
    competency: 'social-awareness',
    lesson: [
      card('Faces talk', 'A face can show a feeling without any words.', 'eyes'),
      card('Mouth clues', 'A smile can mean happy. A mouth turned down can mean sad.', 'frown'),
      card('Eye clues', 'Wide eyes can mean scared or surprised.', 'scared'),
      card('Not sure? Ask!', 'Clues are only guesses. If you are not sure, ask your friend.', 'question'),
    ],
    practice: [
      question(
        'Leo has tears on his cheeks. How might Leo feel?',
        ['Sad', 'cry'],
        [
          ['Calm', 'calm'],
          ['Confident', 'confident'],
        ],
        'Tears are a clue that someone might feel sad.',
      ),
      question(
        'A car honks right next to Amara. Her eyes go wide. How might she feel?',
        ['Scared', 'scared'],
        [
          ['Calm', 'calm'],
          ['Proud', 'proud'],
        ],
        'A car close by can be a real danger. Wide eyes can mean scared.',
        2,
      ),
      question(
        'Kenji frowns at his puzzle. Etmo is not sure why. What can Etmo do?',
        ['Ask, "Are you stuck?"', 'question'],
        [
          ['Finish the puzzle for Kenji', 'puzzle'],
          ['Tell Kenji, "Show a happy face"', 'bubble'],
        ],
        'Clues are only guesses. Asking tells you for sure.',
        1,
      ),
      question(
        'Nia smiles, but her voice shakes before her turn. How might she feel?',
        ['Nervous', 'nervous'],
        [
          ['Excited', 'excited', ALSO_GOOD],
          ['Sad', 'frown'],
        ],
        'A shaky voice can be a nervous clue, even with a smile.',
      ),
    ],
    celebration: { message: 'You looked for clues in faces today!', picture: 'magnifier' },
  },
  {
    title: 'If I were you',
    competency: 'social-awareness',
    lesson: [
      card('Imagine', 'Etmo imagines, "How would I feel if that happened to me?"', 'thought'),
      card('Disappointed', 'Disappointed is how we feel when a hoped-for thing does not happen.', 'disappointed'),
      card('Different is okay', 'You might love loud music. A friend might not. People feel different things.', 'music'),
    ],
    practice: [
      question(
        'Priya\u2019s balloon floats up into the sky. How might Priya feel?',
        ['Disappointed', 'disappointed'],
        [
          ['Confident', 'confident'],
          ['Calm', 'calm'],
        ],
        'Think: how would you feel if your balloon flew away?',
        1,
      ),
      question(
        'It is Omar\u2019s first day at a new school. What might help Omar?',
        ['Show Omar where things are', 'school'],
        [
          ['Wait until Omar asks for help', 'hourglass'],
          ['Tell Omar about your pet', 'dog'],
        ],
        'Imagine being new. Someone showing you around helps.',
        2,
      ),
      question(
        'You love loud music, but Mei covers her ears. What could you do?',
        ['Turn the music down', 'music'],
        [
          ['Clap along to cheer Mei up', 'clap'],
          ['Keep playing your drum', 'drum'],
        ],
        'Mei might feel it is too loud. Friends can feel differently.',
      ),
      question(
        'Leo comes in from recess looking sad. What might have happened?',
        ['Someone grabbed his ball', 'grab'],
        [
          ['A friend gave him a high five', 'high-five'],
          ['He found a pretty leaf', 'leaf'],
        ],
        'Thinking about what happened helps us understand a friend.',
        2,
      ),
    ],
    celebration: { message: 'You imagined how friends might feel. That is empathy!', picture: 'thought' },
  },
  {
    title: 'Etmo asks and listens',
    competency: 'relationship-skills',
    lesson: [
      card('Ask gently', 'A friend looks upset? Use a soft voice: "What happened?"', 'question'),
      card('Listen to the end', 'Let your friend talk until they finish. Your mind stays with them.', 'ear'),
      card('Show you understand', 'Etmo says, "That sounds hard." Now the friend knows he understands.', 'bubble'),
      card('Quiet is okay', 'Some friends do not want to talk. You can just sit with them.', 'friends'),
    ],
    practice: [
      question(
        'Zara looks upset at lunch. What could Etmo ask?',
        ['"What happened?"', 'question'],
        [
          ['"Can I have your apple?"', 'apple'],
          ['"Why are you so grumpy today?"', 'bubble'],
        ],
        'A gentle question helps a friend share.',
        2,
      ),
      question(
        'Zara is telling Etmo why she is sad. Etmo has a story too. When can he tell his?',
        ['Wait until Zara is done', 'hourglass'],
        [
          ['Right away, in the middle', 'bubble'],
          ['At the end of the day', 'stop-hand'],
        ],
        'Listening to the end first helps a friend feel heard.',
      ),
      question(
        'Zara says, "I miss my grandma." What could Etmo say first?',
        ['"That sounds hard"', 'bubble'],
        [
          ['"Let\u2019s play ball now"', 'ball'],
          ['"You will see her soon!"', 'calendar'],
        ],
        'First show you understand. Playing can come later.',
        1,
      ),
      question(
        'A friend says, "I don\u2019t want to talk." How can Etmo help?',
        ['Sit quietly nearby', 'friends'],
        [
          ['Ask again and again', 'question'],
          ['Play a happy song for them', 'music'],
        ],
        'Sometimes just being there helps.',
        2,
      ),
    ],
    celebration: { message: 'You chose kind words to ask and listen!', picture: 'ear' },
  },
  {
    title: 'Etmo\u2019s helping paws',
    competency: 'relationship-skills',
    lesson: [
      card('Ask how to help', 'Etmo asks, "What would help you?" Friends often know what they need.', 'helper'),
      card('Small kind acts', 'Share a crayon, bring a tissue or save a seat. Small help matters.', 'share'),
      card('Hugs need a yes', 'Some friends like a hug and some do not. Always ask first.', 'hug'),
      card('Get a grown-up', 'If a friend is hurt, tell a grown-up you trust right away.', 'ask-help'),
      card('Grateful', 'A friend you help might feel grateful. Grateful means thankful.', 'smile'),
    ],
    practice: [
      question(
        'Nia falls and hurts her knee badly. What should Etmo do first?',
        ['Run to a grown-up right away', 'ask-help'],
        [
          ['Give Nia a big hug', 'hug'],
          ['Tell her, "Get up and try to walk"', 'footsteps'],
        ],
        'When someone is hurt, a grown-up can help best.',
        1,
      ),
      question(
        'Ravi forgot his snack. How could Etmo help?',
        ['Ask a grown-up to help Ravi', 'ask-help'],
        [
          ['Eat his own apple quickly', 'apple'],
          ['Tell the class Ravi forgot', 'bubble'],
        ],
        'A grown-up can find Ravi a snack that is safe for him.',
      ),
      question(
        'Lina is sad, and Etmo wants to hug her. What first?',
        ['Ask, "Do you want a hug?"', 'hug'],
        [
          ['Hug her tight right away', 'friends'],
          ['Tell her a funny story', 'book'],
        ],
        'Hugs need a yes. Some friends like them and some do not.',
        2,
      ),
      question(
        'Sofi is carrying a big box to the door. What could Etmo do?',
        ['Hold the door open for Sofi', 'door'],
        [
          ['Tell Sofi the box is heavy', 'bubble'],
          ['Walk through the door first', 'footsteps'],
        ],
        'Holding the door is a small help that matters.',
      ),
    ],
    celebration: { message: 'You picked kind ways to help today!', picture: 'helper' },
  },
  {
    title: 'Calm first, then help',
    competency: 'self-management',
    lesson: [
      card('Feelings spread', 'When a friend is upset, we can start to feel upset too.', 'worried'),
      card('Frustrated', 'Frustrated is how we feel when things keep going wrong.', 'cross'),
      card('Calm yourself first', 'Use Stop, breathe, name it. A calm helper helps better.', 'calm-down'),
      card('Too big? Get help', 'If a feeling is too big, step back and find a grown-up.', 'teacher'),
    ],
    practice: [
      question(
        'Diego is frustrated and shouts at Etmo. What can Etmo do first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Shout back even louder', 'shout'],
          ['Tell Diego to calm down', 'stop-hand'],
        ],
        'The routine helps you stay calm and kind.',
      ),
      question(
        'Aisha is sad, and Etmo starts to feel sad too. What does that show?',
        ['Etmo cares about his friend', 'heart'],
        [
          ['Etmo acts fine', 'mask'],
          ['Etmo leaves the room', 'door'],
        ],
        'Feeling sad too is part of caring. Then we breathe.',
        1,
      ),
      question(
        'Two friends start fighting. Etmo feels this is too big for him. What is a good choice?',
        ['Go to a teacher, fast', 'ask-help'],
        [
          ['Pull the two friends apart', 'push'],
          ['Stay and listen to the fight', 'ear'],
        ],
        'Grown-ups can help with big problems.',
        2,
      ),
      question(
        'Kim\u2019s kite keeps crashing, and her face is tight. How might she feel?',
        ['Frustrated', 'cross'],
        [
          ['Calm', 'calm'],
          ['Proud', 'proud'],
        ],
        'When things keep going wrong, we might feel frustrated.',
        1,
      ),
    ],
    celebration: { message: 'You chose to get calm before helping!', picture: 'calm-down' },
  },
  {
    title: 'Oops, I am sorry',
    competency: 'responsible-decision-making',
    lesson: [
      card('Accidents happen', 'Sometimes we hurt someone by mistake. It happens to everyone.', 'bandage'),
      card('Embarrassed', 'After an oops, we might feel embarrassed. That is okay.', 'embarrassed'),
      card('Say sorry', 'Say what happened: "I\u2019m sorry I bumped you."', 'bubble'),
      card('Help fix it', 'Then ask, "How can I help?" Sorry plus help makes things better.', 'helper'),
    ],
    practice: [
      question(
        'Etmo\u2019s tail knocks water onto Finn\u2019s drawing. What is the kind choice?',
        ['Say sorry and help dry the paper', 'sorry'],
        [
          ['Say "It was an accident" and go', 'walk-away'],
          ['Get Finn a new sheet of paper to use', 'helper', ALSO_GOOD],
        ],
        'Sorry plus help makes things better.',
      ),
      question(
        'Etmo bumps Yusuf, and Yusuf rubs his arm. What does Etmo do?',
        ['Ask, "Are you hurt?"', 'question'],
        [
          ['Keep running after the ball', 'ball'],
          ['Say "You were in the way"', 'bubble'],
        ],
        'Checking on Yusuf shows you care how he feels.',
        2,
      ),
      question(
        'Which sorry from Etmo helps the most?',
        ['"Sorry I bumped you. Are you okay?"', 'sorry'],
        [
          ['A quick "Sorry!" while running off', 'footsteps'],
          ['A big hug without asking', 'hug'],
        ],
        'A good sorry says what happened and checks on them.',
        1,
      ),
      question(
        'Etmo spills paint on the floor and feels embarrassed. What could he do?',
        ['Say "Oops" and clean it up', 'broom'],
        [
          ['Say "Oops, sorry" and walk off', 'sorry'],
          ['Say the paint pot tipped over', 'paint'],
        ],
        'Everyone has oops moments. Helping clean up fixes them.',
      ),
    ],
    celebration: { message: 'You thought about how to make things right!', picture: 'heart' },
  },
  {
    title: 'Come and play with us',
    competency: 'responsible-decision-making',
    lesson: [
      card('Who is alone?', 'Look around the playground. Someone might feel lonely.', 'alone'),
      card('Alone by choice', 'Some children like to play alone. That is okay too.', 'play-alone'),
      card('Invite them in', 'Say, "Do you want to play with us?" It means a lot.', 'wave'),
      card('Tell a grown-up', 'If someone is treated unkindly again and again, tell a grown-up.', 'ask-help'),
    ],
    practice: [
      question(
        'At playtime, Kofi sits by the wall and looks sad. What can Etmo do?',
        ['"Want to play ball with us?"', 'ball'],
        [
          ['Keep building without looking', 'blocks'],
          ['Tell a friend that Kofi is sad', 'bubble'],
        ],
        'Inviting someone can change their whole day.',
        2,
      ),
      question(
        'Jess is happily building sand castles alone. She says no to tag. What now?',
        ['Say "Okay!" and let her play', 'play-alone'],
        [
          ['Ask her again and again', 'question'],
          ['Take her hand and bring her', 'hands'],
        ],
        'Playing alone is okay. A "no thanks" is okay too.',
      ),
      question(
        'Two children tease Etmo about his tail. What could Etmo do?',
        ['Walk away and tell a grown-up', 'walk-away'],
        [
          ['Tease them back about their ears', 'tease'],
          ['Stay and argue with them', 'bubble'],
        ],
        'Walking away and telling a grown-up keeps you safe.',
        1,
      ),
      question(
        'Ines trips, and some children laugh. What is the kind choice?',
        ['Help Ines get back up', 'helper'],
        [
          ['Tell them, "Please stop laughing"', 'stop-hand', ALSO_GOOD],
          ['Keep walking past her', 'walk-away'],
        ],
        'Ines might feel embarrassed. Helping her up is kind.',
        2,
      ),
    ],
    celebration: { message: 'You found ways to make room for everyone!', picture: 'friends' },
  },
  {
    title: 'Etmo\u2019s big heart',
    competency: 'self-awareness',
    lesson: [
      card('Look what you can do', 'You notice faces, imagine feelings, ask, listen and help.', 'checklist'),
      card('Four empathy steps', 'Notice. Wonder. Ask. Help. You can use them anywhere.', 'lightbulb'),
      card('Happy feelings too', 'Be glad when a friend feels excited or proud.', 'proud'),
      card('You matter too', 'Notice your own feelings too. They matter just as much.', 'heart'),
    ],
    practice: [
      question(
        'Luca is sad after recess. Which one shows empathy?',
        ['Sit by Luca and ask what happened', 'friends'],
        [
          ['Tell Luca a joke right away', 'bubble'],
          ['Give Luca a toy and go', 'toybox'],
        ],
        'Sitting close and asking shows you care.',
        1,
      ),
      question(
        'Etmo\u2019s friend is excited about a new puppy. What can Etmo do?',
        ['Ask about the puppy', 'dog'],
        [
          ['Talk about his own pet fish', 'fish'],
          ['Say, "My cat is better"', 'cat'],
        ],
        'Empathy is for happy feelings too!',
      ),
      question(
        'Etmo sees a child he does not know crying at the park. What could he do?',
        ['Tell his grown-up right away', 'ask-help'],
        [
          ['Run over and hug the child', 'hug'],
          ['Walk on, he does not know them', 'walk-away'],
        ],
        'His grown-up can help safely. That is caring too.',
        2,
      ),
      question(
        'Etmo feels sad himself today. What can he do?',
        ['Tell a friend, "I feel sad"', 'bubble'],
        [
          ['Help everyone else first', 'friends'],
          ['Tell Dad, "I feel fine, thanks"', 'mask'],
        ],
        'Your feelings matter too. Saying them helps.',
      ),
    ],
    celebration: { message: 'You finished ten days of empathy with Etmo!', picture: 'cat' },
  },
];

export const ETMO: ProgrammeContent = {
  character: 'ETMO',
  days: DAYS,
  screening: {
    title: 'Caring: what would you do?',
    questions: [
      testItem(
        'social-awareness',
        'Your friend\u2019s block tower falls down. She looks sad. What could you say?',
        ['"I\u2019ll help you put it back up"', 'helper'],
        [
          ['"Towers fall all the time"', 'bubble'],
          ['"Oh no! Look, mine is higher!"', 'blocks'],
        ],
        'Noticing a friend\u2019s face, then helping, is empathy.',
        1,
      ),
      testItem(
        'social-awareness',
        'At a party, your little brother hides behind Dad. What might help him?',
        ['Stay near him, and play', 'friends'],
        [
          ['Say, "Look, he is shy!" and smile', 'bubble'],
          ['Take his hand and pull him to play', 'push'],
        ],
        'Hiding can mean shy or nervous. Staying close helps.',
      ),
      testItem(
        'relationship-skills',
        'Your friend tells you she is scared of bees. She asks you not to tell. What could you say?',
        ['"Okay. I won\u2019t tell the class."', 'promise'],
        [
          ['"Bees are not scary at all"', 'bee'],
          ['"Okay! Can I tell the class, please?"', 'raise-hand'],
        ],
        'Keeping a friend\u2019s feelings safe shows you care.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend hates her new haircut. She hides it under her hat. What could you do?',
        ['Say hi, and leave her hat on', 'wave'],
        [
          ['Lift her hat to take a look', 'hands'],
          ['Ask the class to guess why', 'raise-hand'],
        ],
        'She might feel embarrassed. Letting her choose is kind.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend\u2019s mom is late to pick her up. She keeps looking at the gate. What could you say?',
        ['"Want me to wait with you?"', 'hourglass'],
        [
          ['"Maybe your mom forgot you"', 'bubble'],
          ['"Bye! I\u2019m going to play"', 'ball'],
        ],
        'She might feel worried. Staying with her helps.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend gets her spelling back. She hides the paper. What could you do?',
        ['Ask, "Are you okay?"', 'question'],
        [
          ['Grab the paper to see her mark', 'grab'],
          ['Show her your own paper', 'pencil'],
        ],
        'Hiding can mean she feels embarrassed. A kind question helps.',
      ),
      testItem(
        'social-awareness',
        'Your friend bumps her head. She laughs, but her eyes are wet. What could you do?',
        ['Check if it hurts a lot', 'eyes'],
        [
          ['Laugh along, so she feels okay', 'friends'],
          ['"You\u2019re okay! Let\u2019s play!"', 'ball'],
        ],
        'A laugh can hide a hurt. Wet eyes tell you to check.',
        1,
      ),
      testItem(
        'relationship-skills',
        'At a sleepover, your friend wakes up crying from a bad dream. What could you do?',
        ['"Do you want to talk about it?"', 'friends'],
        [
          ['Say, "It\u2019s not real. Go to sleep."', 'bed'],
          ['Tell her a funny, spooky story', 'book'],
        ],
        'Asking what would help shows you care how she feels.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'social-awareness',
        'A wave washes away your friend\u2019s sand castle. She looks sad. What could you say?',
        ['"Oh no. Want to build it again?"', 'blocks'],
        [
          ['"Waves always do that"', 'bubble'],
          ['"Oh! Come and help me build mine, okay?"', 'house'],
        ],
        'Noticing a friend\u2019s face, then helping, is empathy.',
        2,
      ),
      testItem(
        'social-awareness',
        'Everyone sings to your cousin on her birthday. She covers her face. What might help her?',
        ['Stand next to her', 'friends'],
        [
          ['Say, "Look at her face!"', 'shout'],
          ['Ask everyone to sing, and clap', 'music'],
        ],
        'Covering a face can mean shy or embarrassed. Staying close helps.',
      ),
      testItem(
        'relationship-skills',
        'Your friend tells you she can\u2019t swim yet. She feels embarrassed. What could you say?',
        ['"Lots of kids can\u2019t swim yet"', 'friends'],
        [
          ['"Everyone can swim but you!"', 'bubble'],
          ['Tell the others at the pool', 'tease'],
        ],
        'Keeping a friend\u2019s feelings safe shows you care.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend has a cast on his arm. Kids keep asking about it. He looks tired of it. What could you do?',
        ['Ask, "Want to play a game?"', 'ball'],
        [
          ['Ask him how it broke, again', 'question'],
          ['Draw on his cast while he reads', 'pencil'],
        ],
        'He might feel tired of the questions. A new game can help.',
      ),
      testItem(
        'social-awareness',
        'Your friend must leave the party early. Her face falls. What could you say?',
        ['"I\u2019ll miss you. See you Monday!"', 'bubble'],
        [
          ['"Oh, you will miss the cake!"', 'cake'],
          ['Keep playing with the others, wave bye', 'team'],
        ],
        'She might feel disappointed. Kind words help.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend was sick in class yesterday. Today she looks down. What could you do?',
        ['Say hi like always', 'wave'],
        [
          ['Ask her about it in front of everyone', 'raise-hand'],
          ['Say, "Hi! I saw you get sick!"', 'tease'],
        ],
        'She might feel embarrassed. A normal hello helps.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend loses a game. She says, "I don\u2019t care," but her face is red. What could you say?',
        ['"Losing is hard sometimes"', 'friends'],
        [
          ['"You do care. I can tell!"', 'bubble'],
          ['"Okay! Let\u2019s start a new game"', 'ball'],
        ],
        'Words and faces can say different things. Kind words help.',
      ),
      testItem(
        'relationship-skills',
        'Your little cousin cries at every thunder clap. What could you do?',
        ['Sit by him until it stops', 'friends'],
        [
          ['Say, "Big kids don\u2019t cry"', 'bubble'],
          ['Make loud thunder sounds too', 'drum'],
        ],
        'Staying close shows you care how he feels.',
        2,
      ),
    ],
  },
};
