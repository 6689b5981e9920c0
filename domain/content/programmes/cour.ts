import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** COUR: Courage. Ten days from "my tummy feels wobbly" to "I can be brave, all the way". */
const DAYS: DayContent[] = [
  {
    title: 'Brave like Cour',
    competency: 'self-awareness',
    lesson: [
      card('Courage', 'Courage means trying something, even when it feels a bit scary.', 'shield'),
      card('Scared is okay', 'Even brave foxes feel scared. Brave means trying anyway.', 'scared'),
      card('Small and brave', 'Brave can be small, like putting up your hand in class.', 'raise-hand'),
      card('Proud', 'After a brave step, we might feel proud inside.', 'proud'),
    ],
    practice: [
      question(
        'Lina puts up her hand. Her voice shakes as she answers. Is she brave?',
        ['Yes, she is so brave', 'raise-hand'],
        [['No, brave voices sound strong', 'thumbs-down']],
        'Small things can be brave, even with a shaky voice.',
        1,
      ),
      question(
        'Cour is at a new art club. She feels a bit scared. What is a brave first step?',
        ['Say hi to one person', 'bubble'],
        [
          ['Show everyone her best drawing', 'paint'],
          ['Wait for someone to talk to her', 'hourglass', ALSO_GOOD],
        ],
        'One small hello is brave. Scared can come along too.',
        2,
      ),
      question(
        'Cour tried the tall slide for the first time. How might she feel after?',
        ['Proud', 'proud'],
        [
          ['Bored', 'bored'],
          ['Mad', 'cross'],
        ],
        'After a brave try, Cour might feel proud.',
      ),
    ],
    celebration: { message: 'You thought about brave steps, big and small!', picture: 'proud' },
  },
  {
    title: 'Cour\u2019s fluttery tummy',
    competency: 'self-awareness',
    lesson: [
      card('Nervous', 'Nervous is a wobbly feeling before something new or big.', 'nervous'),
      card('Butterflies', 'Nervous can feel like butterflies in your tummy.', 'butterfly'),
      card('Fast heart', 'Your heart may beat fast: thump, thump, thump.', 'heartbeat'),
      card('Nervous or scared?', 'Scared is for real danger. Nervous is for new things.', 'scared'),
    ],
    practice: [
      question(
        'Cour\u2019s tummy has butterflies before the school play. How might she feel?',
        ['Nervous', 'nervous'],
        [
          ['Sleepy', 'tired'],
          ['Sad', 'frown'],
        ],
        'Butterflies before something new often mean nervous.',
        1,
      ),
      question(
        'Tariq\u2019s hands shake before he reads aloud. What could he say?',
        ['"I feel nervous"', 'bubble'],
        [
          ['"My hands are cold"', 'hands'],
          ['"I need to go to the bathroom"', 'door', ALSO_GOOD],
        ],
        'Naming the feeling helps Tariq and his teacher understand.',
      ),
      question(
        'A big dog runs at Cour, barking. Her heart thumps. How might she feel?',
        ['Scared', 'scared'],
        [
          ['Nervous', 'nervous', ALSO_GOOD],
          ['Sad', 'frown'],
        ],
        'A real danger can make us feel scared. Scared tells us to stay safe.',
        2,
      ),
      question(
        'Cour feels nervous. What is true?',
        ['Lots of people feel nervous', 'team'],
        [
          ['Only little kids feel nervous sometimes', 'blocks'],
          ['Brave foxes do not feel nervous', 'shield'],
        ],
        'Everyone feels nervous sometimes. Cour is not alone.',
        1,
      ),
    ],
    celebration: { message: 'You named nervous and scared. Super noticing!', picture: 'butterfly' },
  },
  {
    title: 'Cour calms her wobbly tummy',
    competency: 'self-management',
    lesson: [
      card('Our calm routine', 'When nervous comes, use Stop, breathe, name it.', 'calm-down'),
      card('Calm', 'After the routine, your body can feel more calm.', 'calm'),
      card('Brave words', 'Think brave words inside: "I can do hard things."', 'thought'),
      card('Picture a helper', 'Think of someone who loves you, cheering you on.', 'family'),
    ],
    practice: [
      question(
        'Cour feels nervous at the swimming pool. What could help first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Sing a quiet song to herself', 'music', ALSO_GOOD],
          ['Tell the coach she feels sick', 'teacher'],
        ],
        'The routine helps a nervous body feel calmer. Then Cour can try.',
      ),
      question(
        'Cour stopped, breathed and named her feeling. Her tummy is calmer. What next?',
        ['Put one foot in the shallow end', 'water'],
        [
          ['Watch from the side for a bit', 'eyes', ALSO_GOOD],
          ['Say her tummy hurts, and sit out', 'teacher'],
        ],
        'Calm helps Cour take the next small step.',
        2,
      ),
      question(
        'Which brave words could Cour think before her swim?',
        ['"I can do hard things"', 'thought'],
        [
          ['"Everyone will watch me"', 'eyes'],
          ['"I hope the lesson is canceled"', 'calendar'],
        ],
        'Brave words inside help us try.',
        2,
      ),
      question(
        'Mei feels nervous in her dark bedroom. What could help her?',
        ['Ask Dad to leave the hall light on', 'family'],
        [
          ['Stay awake and listen', 'ear'],
          ['Read with a flashlight in bed', 'book'],
        ],
        'Asking for help is brave. A little light can help Mei rest.',
        1,
      ),
    ],
    celebration: { message: 'You practiced Stop, breathe, name it and brave words!', picture: 'calm-down' },
  },
  {
    title: 'One small brave step',
    competency: 'self-management',
    lesson: [
      card('Too big?', 'Some brave things feel too big, like a tall climbing frame.', 'climbing-frame'),
      card('Little steps', 'Break it into little steps. First one step, then the next.', 'path'),
      card('A grown-up near', 'Climbing is brave on a climbing frame, with a grown-up watching.', 'family'),
      card('Confident', 'Each little step helps you feel more confident.', 'confident'),
    ],
    practice: [
      question(
        'Cour wants to reach the top of the climbing frame. Mom is watching. How could she start?',
        ['Climb to the first bar today', 'climbing-frame'],
        [
          ['Go straight up to the top', 'flag'],
          ['Wait until she is not scared at all', 'hourglass'],
        ],
        'Little steps make big things possible. Scared can come along.',
        2,
      ),
      question(
        'Ava feels nervous about her new bike. What is a good first step?',
        ['Ride slowly on the grass with Dad', 'bike'],
        [
          ['Race down the big hill', 'mountain'],
          ['Wait until next summer', 'calendar'],
        ],
        'Start small and safe. Then take the next step.',
      ),
      question(
        'Yesterday Cour climbed one bar. Today she climbed two. What could she say?',
        ['"I did it! Two bars now!"', 'flag'],
        [
          ['"Two bars is not enough"', 'thumbs-down'],
          ['"Tomorrow I\u2019ll climb to the top"', 'climbing-frame'],
        ],
        'Every little step counts. Cheer for it!',
        1,
      ),
    ],
    celebration: { message: 'You thought about small brave steps today!', picture: 'path' },
  },
  {
    title: 'Brave or unsafe?',
    competency: 'responsible-decision-making',
    lesson: [
      card('Brave and safe', 'Trying a new game or a new song is brave and safe.', 'ball'),
      card('Stop and think', 'Could someone get hurt? Then it is not brave. It is unsafe.', 'thought'),
      card('Scared helps', 'Scared is a warning. It says, "Stop and think."', 'scared'),
      card('Ask a grown-up', 'Not sure? Ask a grown-up you trust before you try.', 'ask-help'),
      card('Brave to say no', 'Saying "No, thank you" to something unsafe is brave too.', 'stop-hand'),
    ],
    practice: [
      question(
        'Kofi says, "Let\u2019s climb onto the shed roof!" What could Cour say?',
        ['"No, that is not safe"', 'stop-hand'],
        [
          ['"Okay, get the ladder"', 'ladder'],
          ['"Yes, if we hold hands"', 'friends'],
        ],
        'Saying no to something unsafe is brave.',
      ),
      question(
        'Which one is brave and safe for Cour?',
        ['Singing a new song in class', 'music'],
        [
          ['Running across the road alone', 'run-road'],
          ['Climbing a ladder onto the roof', 'ladder'],
        ],
        'Brave things are new or hard, but safe.',
        2,
      ),
      question(
        'Cour and Dad walk to the park. What is the safe way to cross?',
        ['Holding Dad\u2019s hand at the crosswalk', 'crosswalk'],
        [
          ['Running across fast to beat the cars', 'run-road'],
          ['Walking with Dad between parked cars', 'footsteps'],
        ],
        'The crosswalk with a grown-up is safe. Running between cars is not.',
        1,
      ),
      question(
        'Cour is not sure if something is safe. What first?',
        ['Ask a grown-up she trusts', 'ask-help'],
        [
          ['Ask a friend to try it first', 'friends'],
          ['Step in and try it carefully', 'footsteps'],
        ],
        'When we are not sure, a grown-up can help us decide.',
      ),
    ],
    celebration: { message: 'You thought hard about brave and unsafe. Smart fox thinking!', picture: 'thought' },
  },
  {
    title: 'Cour speaks up',
    competency: 'relationship-skills',
    lesson: [
      card('Your ideas matter', 'Your ideas and questions matter. Your class wants to hear them.', 'lightbulb'),
      card('Ask when stuck', 'Not sure what to do? Put up your hand and ask.', 'raise-hand'),
      card('Any voice', 'A soft voice is okay. Speaking up is brave at any size.', 'bubble'),
      card('My turn', 'You can say "It\u2019s my turn" kindly and calmly.', 'turn'),
    ],
    practice: [
      question(
        'The class talks about trees. Cour wonders why leaves change color. What could she do?',
        ['Put up her hand and ask', 'raise-hand'],
        [
          ['Keep the question for another day', 'calendar'],
          ['Make up an answer in her head', 'thought'],
        ],
        'Asking a question is a brave, smart thing to do.',
        2,
      ),
      question(
        'Lucia has an idea for the class game. She feels nervous. What could she do?',
        ['Say it, even in a soft voice', 'lightbulb'],
        [
          ['Let the team pick, like always', 'team'],
          ['Clap for the other ideas', 'clap'],
        ],
        'Her idea matters. A soft voice still counts.',
        1,
      ),
      question(
        'A boy takes Cour\u2019s turn on the slide. What could Cour say?',
        ['"Excuse me, it\u2019s my turn"', 'turn'],
        [
          ['"You are so mean!"', 'bubble'],
          ['Cut in front of him', 'line-up'],
        ],
        'Calm, clear words tell others what we need.',
      ),
    ],
    celebration: { message: 'You chose brave ways to speak up today!', picture: 'raise-hand' },
  },
  {
    title: 'Brave for a friend',
    competency: 'relationship-skills',
    lesson: [
      card('Notice', 'Look around. Is someone alone or being left out?', 'alone'),
      card('Lonely', 'Being left out might make someone feel lonely.', 'heart'),
      card('Walk over', 'Walking over to someone new takes courage.', 'helper'),
      card('Get help', 'If someone is hurt or teased, tell a grown-up.', 'teacher'),
    ],
    practice: [
      question(
        'Hana sits alone at lunch. Cour feels a bit shy. What could Cour do?',
        ['Walk over and sit with Hana', 'friends'],
        [
          ['Wait for someone else to go', 'hourglass'],
          ['Wave from her own table', 'wave'],
        ],
        'Walking over is brave. Hana might feel less lonely.',
        1,
      ),
      question(
        'Some kids laugh at Ben\u2019s old shoes. Ben looks down. What could Cour do?',
        ['Stand by Ben and tell a teacher', 'ask-help'],
        [
          ['Tell Ben later that his shoes are fine', 'shoes', ALSO_GOOD],
          ['Tell the kids a joke', 'bubble'],
        ],
        'Standing by Ben and getting help takes courage.',
      ),
      question(
        'Max falls off his bike and cuts his knee. No grown-up is near. What could Cour do?',
        ['Shout, "Help, please! Max is hurt!"', 'shout'],
        [
          ['Put a bandage on it herself', 'bandage'],
          ['Tell Max, "Get up, you can ride!"', 'bike'],
        ],
        'Shouting for help is brave when someone is hurt.',
        2,
      ),
    ],
    celebration: { message: 'You thought about being brave for a friend!', picture: 'helper' },
  },
  {
    title: 'The truth takes courage',
    competency: 'responsible-decision-making',
    lesson: [
      card('Oops moments', 'Sometimes we break or spill something by accident.', 'water'),
      card('Worried', 'Before we tell, we might feel worried. That is okay.', 'worried'),
      card('Tell the truth', 'Saying "It was me" can feel scary. It is brave.', 'bubble'),
      card('Trust', 'When we tell the truth, people can trust us.', 'handshake'),
    ],
    practice: [
      question(
        'Cour\u2019s ball breaks Grandma\u2019s flower pot. Nobody saw. What is brave?',
        ['Tell Grandma, "It was me"', 'family'],
        [
          ['Put the ball away in the shed', 'ball'],
          ['Buy Grandma a new pot later', 'gift'],
        ],
        'Telling the truth is brave, even when nobody saw.',
        2,
      ),
      question(
        'Cour told Grandma the truth. What could she do next?',
        ['Help Grandma sweep up the soil', 'helper'],
        [
          ['Ask Grandma for a new ball', 'question'],
          ['Ask for a treat for telling', 'cookie'],
        ],
        'After the truth, we help put things right.',
      ),
      question(
        'Cour ate the last cookie. Mom asks who took it. What is brave?',
        ['Say, "I did. Sorry, Mom."', 'sorry'],
        [
          ['Sweep up the crumbs and say nothing', 'broom'],
          ['Say, "I don\u2019t know"', 'question'],
        ],
        'Cour might feel worried. The truth helps Mom trust her.',
        1,
      ),
    ],
    celebration: { message: 'You chose the truth in every question. That takes courage!', picture: 'handshake' },
  },
  {
    title: 'Cheering brave friends',
    competency: 'social-awareness',
    lesson: [
      card('Friends feel nervous too', 'Friends feel nervous too, just about different things.', 'nervous'),
      card('Look for clues', 'A shaky voice or a worried face might mean "I feel nervous."', 'eyes'),
      card('Cheer them on', 'Say "You can do it!" and clap for each try.', 'clap'),
      card('Be gentle', 'What scares your friend may not scare you. That is okay.', 'heart'),
    ],
    practice: [
      question(
        'Dev is scared of dogs. Cour likes dogs. A dog comes by. What could Cour do?',
        ['Stand by Dev and stay calm', 'friends'],
        [
          ['Say, "Dogs are not scary!"', 'dog'],
          ['Call the dog over to meet Dev', 'wave'],
        ],
        'Different things scare different friends. Staying close is kind.',
      ),
      question(
        'Sofia might feel nervous before her song. What could Cour say?',
        ['"You can do it!"', 'clap'],
        [
          ['"Don\u2019t mess up, okay?"', 'bubble'],
          ['"Hurry, everyone is waiting"', 'clock'],
        ],
        'Cheering helps a friend feel braver.',
        2,
      ),
      question(
        'Finn\u2019s voice is quiet and shaky before the race. How might Finn feel?',
        ['Nervous', 'nervous'],
        [
          ['Happy', 'smile'],
          ['Mad', 'cross'],
        ],
        'A shaky voice is a clue. Finn might feel nervous.',
        1,
      ),
      question(
        'Cour looks around the yard. Who might need some help?',
        ['A boy shivering in the rain, no coat', 'no-coat'],
        [
          ['A girl reading under a tree', 'tree'],
          ['Two kids looking at a book', 'book'],
        ],
        'Shivering is a clue. The boy might need a coat.',
      ),
    ],
    celebration: { message: 'You thought about cheering friends on. What a team!', picture: 'clap' },
  },
  {
    title: 'Brave me, all the way',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You named nervous, took small steps, spoke up and told the truth.', 'checklist'),
      card('Confident', 'Confident means "I think I can." Brave steps help it grow.', 'confident'),
      card('Keep going', 'New things will come. Your courage comes with you.', 'path'),
      card('Be proud', 'Cour is proud of you. Be proud of you too!', 'proud'),
    ],
    practice: [
      question(
        'Cour starts at a new school tomorrow. She feels nervous. What could she do?',
        ['Stop, breathe, name it, then go in', 'calm-down'],
        [
          ['Ask Dad to stay with her', 'ask-help', ALSO_GOOD],
          ['Tell Dad she feels fine', 'mask'],
        ],
        'Nervous is okay. The routine helps, then one small step.',
        2,
      ),
      question(
        'Ten days with Cour! What is the safe way to be brave?',
        ['Trying the climbing frame with Mom', 'climbing-frame'],
        [
          ['Climbing the tall bookshelf', 'climb-shelf'],
          ['Jumping off the bunk bed, into a pillow', 'bed'],
        ],
        'Brave things are new or hard, and safe. A bookshelf can fall.',
      ),
      question(
        'Cour remembers a brave thing she did. What could she think?',
        ['"I did it before, I can again"', 'thought'],
        [
          ['"That was easy, so it doesn\u2019t count"', 'thumbs-down'],
          ['"Someone helped me, I bet"', 'friends'],
        ],
        'Remembering brave steps helps us take the next one.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of brave thinking! You are a Courage Star!', picture: 'star' },
  },
];

export const COUR: ProgrammeContent = {
  character: 'COUR',
  days: DAYS,
  screening: {
    title: 'Courage: what would you do?',
    questions: [
      testItem(
        'self-awareness',
        'The doctor says you need a shot. Your tummy flutters. What could you do first?',
        ['Hold Dad, and tell him you feel nervous', 'family'],
        [
          ['Grab Dad\u2019s hand, say "Let\u2019s go, please!"', 'door'],
          ['Tell the nurse you already had one', 'bubble'],
        ],
        'Nervous is okay. Naming it and holding on helps.',
      ),
      testItem(
        'responsible-decision-making',
        'Your ball rolls into the street. What is safe?',
        ['Tell Mom or Dad, and wait', 'ask-help'],
        [
          ['Run after it, fast', 'run-road'],
          ['Ask a friend to run and get it', 'friends'],
        ],
        'Safe is brave. A grown-up gets a ball from the street.',
        2,
      ),
      testItem(
        'relationship-skills',
        'At a caf\u00e9, you want some water. Mom says, "You can ask." What could you do?',
        ['Tell the waiter you want water', 'water'],
        [
          ['Sit and wait, and hope for some', 'hourglass'],
          ['Say "Hey!" and wave a cup at him', 'wave'],
        ],
        'Using your own voice, even a small one, is brave.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You get a sticker for a tidy desk. Your friend did the tidying. What is brave?',
        ['Say, "My friend tidied it"', 'teacher'],
        [
          ['Stick it on your book and smile', 'book'],
          ['Say "Thanks!" and keep it', 'bubble'],
        ],
        'Telling the truth takes courage, even when it costs a sticker.',
      ),
      testItem(
        'relationship-skills',
        'Your friends want to hide Leo\u2019s backpack for a joke. What could you do?',
        ['Say, "No. Let\u2019s leave it."', 'stop-hand'],
        [
          ['Say "Ha!" and help hide it', 'backpack'],
          ['Hide it in the art room with them', 'paint'],
        ],
        'Saying no to friends, kindly, is brave.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend\u2019s mom gives you a sandwich. It has nuts, and you can\u2019t eat nuts. What could you do?',
        ['Tell her, "I can\u2019t eat nuts"', 'bubble'],
        [
          ['Take a small bite to be polite', 'cookie'],
          ['Hide it in your napkin', 'hands'],
        ],
        'Saying what your body needs is brave, and it keeps you safe.',
        1,
      ),
      testItem(
        'relationship-skills',
        'At your cousin\u2019s house, the big kids pick a spooky movie. It is too much for you. What could you do?',
        ['"That one is too spooky for me"', 'bubble'],
        [
          ['Say "Okay!" and watch it with them', 'friends'],
          ['Watch it, and say it is not spooky', 'eyes'],
        ],
        'Saying what you need, kindly, is brave.',
      ),
      testItem(
        'self-management',
        'Putting your face in the pool makes you nervous. You want to learn. What could you do?',
        ['Dip your chin in first', 'water'],
        [
          ['Wait until next summer to try it', 'calendar'],
          ['Ask a friend to splash your face', 'friends'],
        ],
        'Brave starts small: one little step, then the next.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'self-awareness',
        'The dentist wants to look in your mouth. Your hands feel shaky. What could you do first?',
        ['Tell the dentist you feel nervous', 'bubble'],
        [
          ['Say, "I feel fine," and shut your mouth', 'mask'],
          ['Slide off the chair and hide', 'door'],
        ],
        'Nervous is okay. Saying it helps the dentist help you.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You find matches on the kitchen table. What is safe?',
        ['Leave them, and tell Mom or Dad', 'ask-help'],
        [
          ['Take them out and try one, and see', 'door'],
          ['Hide them in your toy box', 'toybox'],
        ],
        'Matches are for grown-ups. Telling one is the brave, safe choice.',
      ),
      testItem(
        'relationship-skills',
        'New shoes at the shop squeeze your toes. You feel shy. What could you do?',
        ['Say, "They hurt my toes"', 'bubble'],
        [
          ['Say the shoes fit fine', 'shoes'],
          ['Smile, and try to walk on tiptoes', 'footsteps'],
        ],
        'A small question in your own voice is brave.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'In a board game, you move one space too far. Nobody saw. What is brave?',
        ['Tell the others, and move back', 'bubble'],
        [
          ['Leave your piece where it is', 'hands'],
          ['Say "Yay!" and leave the piece there', 'turn'],
        ],
        'Telling the truth takes courage, even in a game.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Kids at the park throw sand at the ducks. They say, "Come on, throw some!" What could you do?',
        ['"No, sand can hurt the ducks"', 'stop-hand'],
        [
          ['Say "Okay!" and throw a little', 'friends'],
          ['Throw it on the grass by the ducks', 'bird'],
        ],
        'Saying no to friends, kindly, is brave.',
      ),
      testItem(
        'relationship-skills',
        'You sit at the back. You can\u2019t see the board. What could you do?',
        ['Tell the teacher it is hard to see', 'ask-help'],
        [
          ['Say "I can see!" and try to guess a word', 'question'],
          ['Copy from the child beside you', 'pencil'],
        ],
        'Speaking up for what you need is brave.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend says, "Tell Mom I was at your house." She was not. What could you do?',
        ['"No. That would not be true."', 'stop-hand'],
        [
          ['Say yes, and help your friend', 'friends'],
          ['Say, "I forgot where you were"', 'thought'],
        ],
        'A true friend can be brave enough to say no.',
        1,
      ),
      testItem(
        'self-management',
        'Your class visits a farm. The big cows make you nervous. What could you do?',
        ['Watch them from the fence first', 'eyes'],
        [
          ['Stay on the bus the whole day', 'bus'],
          ['Run right up to the biggest cow', 'footsteps'],
        ],
        'Brave starts small: watch first, then step closer.',
      ),
    ],
  },
};
