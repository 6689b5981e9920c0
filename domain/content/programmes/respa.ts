import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** RESPA: Respect. Ten days from "hello" to "I respect me too". */
const DAYS: DayContent[] = [
  {
    title: 'Hello, friend!',
    competency: 'relationship-skills',
    lesson: [
      card('Say hello', 'When we meet someone, we can smile, wave or say hello.', 'wave'),
      card('Names matter', 'Everyone likes to hear their own name said kindly.', 'bubble'),
      card('Respect', 'Respect means showing people that they matter.', 'friends'),
      card('Happy', 'A kind hello can help someone feel happy.', 'smile'),
    ],
    practice: [
      question(
        'Zoe is new. She stands by the door alone. What could Respa do?',
        ['Say, "Hello, I\u2019m Respa!"', 'wave'],
        [
          ['Keep reading his book', 'book'],
          ['Wait for the teacher to say hi', 'teacher'],
        ],
        'A hello shows Zoe she matters. It can help a new friend feel happy.',
        1,
      ),
      question(
        'Respa hears a new name: Oluwaseun. He is not sure how to say it. What could he do?',
        ['Ask him how to say it', 'question'],
        [
          ['Give him a short, easy nickname', 'bubble'],
          ['Wave, and leave out the name', 'wave'],
        ],
        'Asking shows his name matters. Then Respa can say his name right.',
      ),
      question(
        'Amir does not like looking at faces. How can Respa say hello?',
        ['Wave and say, "Hello, Amir!"', 'wave'],
        [
          ['Wait until Amir looks at him', 'eyes'],
          ['Say hi, and ask Amir to look at him', 'question'],
        ],
        'A hello counts without looking at faces. People show respect in different ways.',
        2,
      ),
    ],
    celebration: { message: 'You thought about kind ways to say hello. Respa is proud of you!', picture: 'wave' },
  },
  {
    title: 'Big listening ears',
    competency: 'social-awareness',
    lesson: [
      card('Listening ears', 'When someone talks, we stop and listen to their words.', 'ear'),
      card('Wait your turn', 'We wait until they finish before we talk.', 'hourglass'),
      card('Face clues', 'A face gives clues. A friend might feel happy, sad or mad.', 'eyes'),
      card('Many ways to listen', 'Some friends listen while they look away or fidget. That is okay.', 'fidget'),
      card('Show you heard', 'Say back what you heard. Then they know you listened.', 'bubble'),
    ],
    practice: [
      question(
        'Mia starts telling Respa about her new puppy. He is building with blocks. What could he do?',
        ['Put down the blocks and listen', 'ear'],
        [
          ['Keep building and nod now and then', 'blocks', ALSO_GOOD],
          ['Stop and tell her about his dog', 'dog'],
        ],
        'Pausing shows Mia her story matters to Respa.',
        2,
      ),
      question(
        'Mia is still talking. Respa has a great idea to share. When can he say it?',
        ['When Mia has finished', 'hourglass'],
        [
          ['Right now, before he forgets it', 'lightbulb'],
          ['Now, in a soft, kind voice', 'bubble'],
        ],
        'Ideas can wait a moment. Mia gets to finish first.',
        1,
      ),
      question(
        'Sam\u2019s voice is quiet and his eyes fill with tears. How might Sam feel?',
        ['Sad', 'frown'],
        [
          ['Happy', 'smile'],
          ['Mad', 'cross'],
        ],
        'Tears are a clue. Sam might feel sad. We can ask him.',
      ),
      question(
        'Sam tells Respa his kite broke. How can Respa show he heard?',
        ['Say, "Oh no, your kite broke!"', 'bubble'],
        [
          ['Say, "My kite is much better"', 'kite'],
          ['Say, "Let\u2019s play ball now"', 'ball'],
        ],
        'Saying back what Sam said shows Respa really listened.',
        2,
      ),
    ],
    celebration: { message: 'You listened and thought about faces today!', picture: 'ear' },
  },
  {
    title: 'Respa\u2019s kind words',
    competency: 'relationship-skills',
    lesson: [
      card('Words are powerful', 'Words can help someone feel happy, or sad and upset.', 'bubble'),
      card('Choose kind words', 'We pick words that help, like "Nice try!" and "Can I help?"', 'thumbs-up'),
      card('Oops words', 'If we say something unkind, we say sorry. Sorry helps, like a bandage.', 'bandage'),
      card('Upset', 'Upset is a big, hurt feeling. Kind words can help it fade.', 'heart'),
    ],
    practice: [
      question(
        'Leo shows Respa his drawing. Respa does not like the colors. What could he say?',
        ['"Tell me about your drawing!"', 'crayons'],
        [
          ['"It needs purple paint"', 'paint'],
          ['"It\u2019s okay. Can I draw one?"', 'pencil'],
        ],
        'Leo might feel proud of his drawing. Asking about it is kind.',
        1,
      ),
      question(
        'Respa called Ben "slow" in a race. Ben looks upset. What now?',
        ['Say, "Sorry, Ben. That was unkind."', 'sorry'],
        [
          ['Say, "Sorry, it was a joke"', 'bubble'],
          ['Shake hands and play on', 'handshake'],
        ],
        'Ben might feel hurt. A real sorry helps.',
      ),
      question(
        'Nia sings for the class and forgets some words. What could Respa do after?',
        ['Clap and say, "You kept going!"', 'clap'],
        [
          ['Tell her which words to practice', 'book'],
          ['Sing it for her the right way', 'music'],
        ],
        'Nia might feel embarrassed. Kind words help her feel brave again.',
        2,
      ),
    ],
    celebration: { message: 'You chose kind words in every question!', picture: 'sun' },
  },
  {
    title: 'Your turn, my turn',
    competency: 'self-management',
    lesson: [
      card('Turns are fair', 'When we take turns, everyone gets to play.', 'turn'),
      card('Frustrated', 'Waiting can make us feel frustrated. That feeling is okay.', 'cross'),
      card('Waiting helper', 'When waiting feels hard, use Stop, breathe, name it.', 'calm-down'),
      card('Invite others', 'We can say "Your turn!" to share the fun.', 'friends'),
    ],
    practice: [
      question(
        'Respa and Jo run to the only swing at the same time. What is fair?',
        ['Take turns, five minutes a turn', 'turn'],
        [
          ['Let Jo have it for playtime', 'hourglass'],
          ['Both squeeze on together', 'friends'],
        ],
        'Turns mean both friends get to swing. Respa matters too!',
      ),
      question(
        'Respa waits in line for the slide. He feels frustrated. What could he do?',
        ['Use Stop, breathe, name it', 'calm-down'],
        [
          ['Call "Hurry up!" to the top', 'shout'],
          ['Slip to the front of the line', 'line-up'],
        ],
        'Frustrated is okay. Stop, breathe, name it helps the wait feel smaller.',
        1,
      ),
      question(
        'Respa\u2019s go in the ball game is over. Mo is waiting. What could Respa say?',
        ['"Your go, Mo!"', 'ball'],
        [
          ['"Another go for me, please"', 'turn'],
          ['"You can have it tomorrow, Mo"', 'calendar'],
        ],
        'Mo has waited. Passing the ball is fair.',
        2,
      ),
      question(
        'Lily asks for the red crayon. Respa is still coloring with that one. What could he say?',
        ['"Yes, when I finish this part"', 'crayons'],
        [
          ['"No, go and get your own"', 'stop-hand'],
          ['Keep on drawing', 'pencil'],
        ],
        'Respa can finish his turn. Saying when is kind to Lily.',
      ),
    ],
    celebration: { message: 'You thought about fair turns today!', picture: 'turn' },
  },
  {
    title: 'My space, your space',
    competency: 'social-awareness',
    lesson: [
      card('Everyone has a space', 'We each have some space around our body. It belongs to us.', 'friends'),
      card('Ask first', 'Before a hug, we ask: "Can I give you a hug?"', 'hug'),
      card('No is okay', 'If a friend says no, we listen. Some hugs make people nervous.', 'stop-hand'),
      card('Other hellos', 'A wave or a high five is a great hello too.', 'high-five'),
    ],
    practice: [
      question(
        'Respa is so happy to see Kemi. He wants to hug her. What first?',
        ['Ask, "Can I hug you?"', 'question'],
        [
          ['Run over and hug her tight', 'hug'],
          ['Tap her shoulder, then hug her', 'hands'],
        ],
        'Kemi\u2019s body belongs to her. Asking first shows respect.',
        1,
      ),
      question(
        'Kemi says, "No hugs today, thanks." What could Respa do?',
        ['Say "Okay!" and wave', 'wave'],
        [
          ['Ask her again a bit later', 'question'],
          ['Give her a small hug', 'hug'],
        ],
        'No means no. Kemi might still like a different hello.',
      ),
      question(
        'Tom is making a road with blocks. Respa wants to help. What first?',
        ['Ask, "Can I join in?"', 'question'],
        [
          ['Take some blocks from his pile', 'toybox'],
          ['Tell Tom how to build it better', 'bubble'],
        ],
        'It is Tom\u2019s game. Asking first shows respect.',
        2,
      ),
    ],
    celebration: { message: 'You chose to ask first. That is respect!', picture: 'high-five' },
  },
  {
    title: 'Please and thank you',
    competency: 'relationship-skills',
    lesson: [
      card('Please', 'We say "please" when we ask for something.', 'hands'),
      card('Thank you', 'We say "thank you" when someone helps us or gives us something.', 'gift'),
      card('Grateful', 'Grateful is the warm feeling when someone is kind to us.', 'heart'),
      card('Every day', 'Using these words every day shows respect.', 'calendar'),
    ],
    practice: [
      question(
        'Respa needs a pencil. Ali has two. What could Respa say?',
        ['"Can I please have one?"', 'question'],
        [
          ['"I need that pencil now"', 'bubble'],
          ['Take one, and say thanks', 'hands'],
        ],
        'Please tells Ali he gets to choose. That is respect.',
        1,
      ),
      question(
        'Priya helps Respa find his lost mitten. What could Respa say?',
        ['"Thank you for looking!"', 'bubble'],
        [
          ['"I saw it first, actually"', 'magnifier'],
          ['"Now can you find my hat, please?"', 'question'],
        ],
        'Priya might feel glad her help was noticed.',
      ),
      question(
        'The lunch helper hands Respa his tray. His mouth is full. What could he do?',
        ['Smile, and say thanks after', 'smile'],
        [
          ['Say thank you with his mouth full', 'bubble'],
          ['Keep eating, and nod his thanks', 'apple', ALSO_GOOD],
        ],
        'A smile now and thanks after are both respect.',
        2,
      ),
      question(
        'Grandma calls, "Dinner time!" Respa is playing outside. What could he do?',
        ['Say "Coming!" and go inside', 'house'],
        [
          ['Keep playing a bit longer', 'ball'],
          ['Ask for ten extra minutes, again', 'clock'],
        ],
        'Answering Grandma shows respect. She made dinner for everyone.',
        1,
      ),
    ],
    celebration: { message: 'You picked please and thank you words. Thank you!', picture: 'gift' },
  },
  {
    title: 'Different is wonderful',
    competency: 'social-awareness',
    lesson: [
      card('We are different', 'People look different, like different foods and speak different words.', 'globe'),
      card('Different is good', 'A rainbow needs many colors. Differences make the world more fun.', 'rainbow'),
      card('Everyone belongs', 'Some friends use a wheelchair. Some speak two languages. Everyone belongs.', 'wheelchair'),
      card('Curious', 'Curious means wanting to know more. We ask kind questions.', 'question'),
    ],
    practice: [
      question(
        'Jin shows Respa a game from his grandma\u2019s country. What could Respa say?',
        ['"How do you play?"', 'question'],
        [
          ['"Let\u2019s play my game now"', 'ball'],
          ['"I will watch you play first"', 'eyes', ALSO_GOOD],
        ],
        'Being curious is a kind way to learn about Jin.',
        1,
      ),
      question(
        'Ravi uses a wheelchair. The class plays tag. What could Respa do?',
        ['Ask Ravi how he wants to play', 'wheelchair'],
        [
          ['Ask Ravi to keep the score', 'checklist'],
          ['Play tag, and give Ravi a kind wave', 'wave'],
        ],
        'Ravi knows best what he likes. Asking him shows respect.',
      ),
      question(
        'Lena says hello in Spanish. Respa does not know Spanish. What could he do?',
        ['Ask her to teach him the word', 'bubble'],
        [
          ['Ask her to say it in English', 'book'],
          ['Smile a kind smile and walk on', 'footsteps'],
        ],
        'Two languages are a gift. Curious questions show respect.',
        2,
      ),
    ],
    celebration: { message: 'You asked curious questions today!', picture: 'rainbow' },
  },
  {
    title: 'Caring for things',
    competency: 'responsible-decision-making',
    lesson: [
      card('Gentle hands', 'We use gentle hands with books, toys and tools.', 'hands'),
      card('Put it back', 'When we finish, we put things back where they belong.', 'tidy-up'),
      card('Borrowing', 'If we borrow something, we give it back in good shape.', 'book'),
      card('Embarrassed', 'Broke something? You might feel embarrassed. A grown-up can help.', 'embarrassed'),
    ],
    practice: [
      question(
        'Respa has finished with the blocks. The lunch bell rings. What first?',
        ['Put them back in the toy box', 'toybox'],
        [
          ['Run to be first in the line', 'line-up'],
          ['Leave them out and play after lunch', 'blocks'],
        ],
        'Putting things back keeps them ready for everyone.',
      ),
      question(
        'Respa\u2019s library book got a rip. He feels embarrassed. What could he do?',
        ['Tell the librarian', 'ask-help'],
        [
          ['Put it back on the shelf quietly', 'book'],
          ['Keep it hidden in his backpack', 'backpack'],
        ],
        'Embarrassed is okay. Telling helps the book get fixed.',
        1,
      ),
      question(
        'Respa borrowed Dan\u2019s toy car. Playtime is over. What now?',
        ['Give the car back to Dan', 'hands'],
        [
          ['Keep it another day', 'calendar'],
          ['Put it in his own backpack', 'backpack'],
        ],
        'Dan trusted Respa with his car. Giving it back keeps that trust.',
        2,
      ),
    ],
    celebration: { message: 'You thought about caring for things today!', picture: 'tidy-up' },
  },
  {
    title: 'Respecting nature',
    competency: 'responsible-decision-making',
    lesson: [
      card('Our world', 'Plants and animals share the world with us.', 'tree'),
      card('Keep it clean', 'We put trash in the trash can to keep places clean.', 'trash'),
      card('Look, don\u2019t pick', 'We look at flowers and bugs without hurting them.', 'flower'),
      card('Calm outside', 'Trees and birdsong can help us feel calm.', 'bird'),
    ],
    practice: [
      question(
        'Respa has a wrapper. The park has no trash can. What could he do?',
        ['Carry it home in his bag', 'backpack'],
        [
          ['Tuck it under a bush', 'tree'],
          ['Let the wind take it away', 'wind'],
        ],
        'Carrying it home keeps the park clean for the birds.',
        1,
      ),
      question(
        'A beetle is on the path where kids are running. What could Respa do?',
        ['Move it onto a leaf, gently', 'leaf'],
        [
          ['Put it in a jar to keep', 'hands'],
          ['Step over it, and walk on', 'footsteps'],
        ],
        'A leaf keeps the beetle safe, and free.',
      ),
      question(
        'Respa sees pretty flowers. He wants to give some to Mom. What could he do?',
        ['Draw the flowers for her', 'crayons'],
        [
          ['Pick a few of the flowers', 'flower'],
          ['Dig one up to take home', 'plant'],
        ],
        'A drawing lasts, and the flowers stay for the bees.',
        2,
      ),
      question(
        'A dog on a leash trots by. Respa wants to pet him. What first?',
        ['Ask the owner, "Can I pet him?"', 'question'],
        [
          ['Run up and hug the dog', 'hug'],
          ['Pat the dog\u2019s head right away', 'hands'],
        ],
        'Dogs have feelings too. Asking first keeps everyone safe.',
      ),
    ],
    celebration: { message: 'You made choices that help the trees and bees!', picture: 'tree' },
  },
  {
    title: 'I respect me too',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You said hello, listened, took turns and used kind words.', 'checklist'),
      card('Respect yourself', 'We use kind words when we talk to ourselves too.', 'mirror'),
      card('Look after you', 'Sleep, water and good food help our bodies.', 'bed'),
      card('Proud', 'Proud is the good feeling after you try hard.', 'proud'),
      card('You matter', 'You matter, just like everyone else.', 'heart'),
    ],
    practice: [
      question(
        'Respa\u2019s painting smudges. What could he tell himself?',
        ['"Oops. I can paint another one."', 'paint'],
        [
          ['"I need to stop painting"', 'stop-hand'],
          ['"It\u2019s ruined, so throw it out"', 'trash'],
        ],
        'Kind words to yourself are respect too.',
        1,
      ),
      question(
        'Respa is tired after a busy day. What helps his body most?',
        ['An early night in bed', 'bed'],
        [
          ['Another game before bed', 'clock'],
          ['A big bowl of cookies', 'cookie'],
        ],
        'Sleep helps a tired body. Looking after you is respect.',
      ),
      question(
        'Jake says, "Give me your snack, or no playing!" What could Respa say?',
        ['"No. That is my snack."', 'stop-hand'],
        [
          ['"Okay, you can have it"', 'share'],
          ['Put his snack in his bag', 'backpack'],
        ],
        'Respa matters too. He can say no, and tell a grown-up.',
        2,
      ),
      question(
        'After a busy school day, Respa wants some quiet time alone. What could he do?',
        ['Play on his own for a while', 'play-alone'],
        [
          ['Make himself join the big game', 'team'],
          ['Say sorry for wanting to be alone', 'sorry'],
        ],
        'Playing alone is okay. Respecting what you need is respect too.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of thinking about respect! You are a Respect Star!', picture: 'star' },
  },
];

export const RESPA: ProgrammeContent = {
  character: 'RESPA',
  days: DAYS,
  screening: {
    title: 'Respect: what would you do?',
    questions: [
      testItem(
        'social-awareness',
        'Your sister\u2019s door is shut. You want to come in. What do you do?',
        ['Knock and wait for her answer', 'knock'],
        [
          ['Open it and walk right in', 'door'],
          ['Peek through the keyhole', 'eyes'],
        ],
        'Knocking lets her choose. That is respect.',
      ),
      testItem(
        'social-awareness',
        'A girl in a wheelchair needs to pass you in the hall. What could you do?',
        ['Move aside so she can pass', 'walk-away'],
        [
          ['Push her chair without asking', 'push'],
          ['Stand still and stare at her', 'eyes'],
        ],
        'Making room, and asking before you help, shows respect.',
        2,
      ),
      testItem(
        'relationship-skills',
        'At dinner, you want the bread. It is far away. What could you do?',
        ['Say, "Can you pass the bread, please?"', 'hands'],
        [
          ['Stand up and reach over for it', 'grab'],
          ['Shout, "Bread!"', 'bubble'],
        ],
        'Please is a respectful way to ask.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend has a new sticker book. You want to look. What could you do?',
        ['Ask her, "Can I look at it?"', 'question'],
        [
          ['Open it while she looks away', 'book'],
          ['Take it, and say, "Thank you!"', 'grab'],
        ],
        'Her book, her choice. Asking first is respect.',
        2,
      ),
      testItem(
        'social-awareness',
        'A classmate reads aloud and says a word wrong. What could you do?',
        ['Let him keep going', 'book'],
        [
          ['Call out the right word', 'shout'],
          ['Giggle with your friend', 'tease'],
        ],
        'He might feel nervous. Letting him try shows respect.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend says, "Stop tickling me!" She is laughing. What do you do?',
        ['Stop, because she said stop', 'stop-hand'],
        [
          ['Keep going, she seems to like it', 'hands'],
          ['Stop, then tickle her again', 'feather'],
        ],
        'Stop means stop, even with a laugh. Her body belongs to her.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend tells you her spelling score. Kids ask you what she got.',
        ['Say, "That is hers to tell"', 'bubble'],
        [
          ['Tell them, but ask them to keep it', 'friends'],
          ['Give them a small hint', 'lightbulb'],
        ],
        'Her score belongs to her. Keeping it shows respect.',
      ),
      testItem(
        'social-awareness',
        'Your friend\u2019s family does not dress up for Halloween. She stays out of the parade.',
        ['Smile, and let her sit it out', 'alone'],
        [
          ['Tell her, "One time is fine"', 'bubble'],
          ['Pull her into the parade with you', 'hands'],
        ],
        'Her family\u2019s way matters. Letting her choose is respect.',
        1,
      ),
    ],
    form_b: [
      testItem(
        'social-awareness',
        'Dad is on an important phone call. You need him. What could you do?',
        ['Tap him gently and wait', 'hourglass'],
        [
          ['Talk over his call', 'bubble'],
          ['Shout his name from your room', 'shout'],
        ],
        'Waiting respects his call. He will turn to you soon.',
        1,
      ),
      testItem(
        'social-awareness',
        'A man with a white cane is walking your way. What could you do?',
        ['Step to the side and let him pass', 'footsteps'],
        [
          ['Stand in his way to see what he does', 'eyes'],
          ['Take his cane and help him walk', 'hands'],
        ],
        'Making room shows respect. Ask before you help.',
      ),
      testItem(
        'relationship-skills',
        'Your brother is watching a show. You want to change it. What could you do?',
        ['Ask, "Can I pick the next one?"', 'turn'],
        [
          ['Grab the remote from him', 'grab'],
          ['Stand in front of the TV', 'eyes'],
        ],
        'Asking, not grabbing, is respect.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend has a cool new pen in her bag. You want to see it.',
        ['Ask, "Can I see your pen?"', 'question'],
        [
          ['Open her bag while she is out', 'backpack'],
          ['Take the pen, then say, "Thank you!"', 'pencil'],
        ],
        'Her bag, her things. Asking first is respect.',
        1,
      ),
      testItem(
        'social-awareness',
        'A new girl speaks slowly because English is new to her. What could you do?',
        ['Listen to the end', 'hourglass'],
        [
          ['Help by finishing her words', 'bubble'],
          ['Giggle at how she says them', 'tease'],
        ],
        'Letting her finish shows her words matter.',
      ),
      testItem(
        'relationship-skills',
        'Your friend says, "Please don\u2019t touch my hair." What do you do?',
        ['Say, "Okay," and stop', 'stop-hand'],
        [
          ['Touch it once more, softly', 'hands'],
          ['Say, "But it is so pretty!"', 'bubble'],
        ],
        'Her body belongs to her. Okay means you stop.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend cried in class. At recess, kids ask you why.',
        ['Say, "She can tell you if she wants"', 'bubble'],
        [
          ['Tell them, so they can be nice to her', 'friends'],
          ['Tell them a little bit of it', 'lightbulb'],
        ],
        'Her feelings are hers to share. That is respect.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend\u2019s grandpa tells you the same story again. What could you do?',
        ['Listen kindly, like the first time', 'ear'],
        [
          ['Say, "You told me that already"', 'bubble'],
          ['Say, "Yes, yes, I know that one"', 'thought'],
        ],
        'Listening kindly shows respect for Grandpa.',
      ),
    ],
  },
};
