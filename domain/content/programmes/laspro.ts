import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** LASPRO: Responsibility. Ten days from "I can be trusted" to "responsible me", at home, at school and with friends. */
const DAYS: DayContent[] = [
  {
    title: 'I can be trusted',
    competency: 'self-awareness',
    lesson: [
      card('Meet Laspro', 'Laspro the frog keeps his promises. He looks after his things.', 'promise'),
      card('Responsibility', 'Responsibility means doing what we said we would do.', 'checklist'),
      card('Trust', 'When we do what we say, people know they can trust us.', 'handshake'),
      card('Proud', 'Doing our jobs can make us feel proud.', 'proud'),
    ],
    practice: [
      question(
        'Laspro said he would feed the fish. His show is on TV. What could he do?',
        ['Feed the fish first, then watch', 'fish'],
        [
          ['Watch the show, then maybe feed them', 'clock'],
          ['Pour in lots of food to be quick', 'hands'],
        ],
        'Laspro said he would, so he feeds the fish first.',
      ),
      question(
        'Ife feeds the class fish every single day. What might the teacher think?',
        ['"Ife is someone I trust"', 'thought'],
        [
          ['"Ife loves fish"', 'fish'],
          ['"Ife wants a present"', 'gift'],
        ],
        'Doing a job every day shows people they can trust you.',
        1,
      ),
      question(
        'You said you would bring a ball to recess. You forgot. What could you do?',
        ['Tell your friends and say sorry', 'bubble'],
        [
          ['Say a big kid took the ball', 'ball'],
          ['Stay inside at recess', 'school'],
        ],
        'Telling the truth keeps your friends\u2019 trust, even when you forget.',
        2,
      ),
    ],
    celebration: { message: 'You thought about keeping your word!', picture: 'handshake' },
  },
  {
    title: 'A place for my things',
    competency: 'self-management',
    lesson: [
      card('Everything has a home', 'Our things have a place to live. A coat lives on a hook.', 'coat'),
      card('Easy to find', 'Shoes by the door are easy to find in the morning.', 'shoes'),
      card('My backpack', 'We check our backpack: lunch box, reading book, water bottle.', 'backpack'),
      card('Still lost?', 'We look first. Then we ask a grown-up to help us look.', 'ask-help'),
    ],
    practice: [
      question(
        'Laspro comes home from school. Where could his coat go?',
        ['Hang it on the coat hook', 'coat'],
        [
          ['On the floor by the door', 'door'],
          ['On top of his bed', 'bed'],
        ],
        'A coat on the hook is easy to find tomorrow.',
        1,
      ),
      question(
        'You cannot find your shoes in the morning. What could help?',
        ['Put your shoes by the door each night', 'shoes'],
        [
          ['Search the whole house each morning', 'house'],
          ['Look in a new place each day', 'magnifier'],
        ],
        'When shoes have a home, you can find them quickly.',
      ),
      question(
        'You looked everywhere for your library book. It is still lost. What could you do?',
        ['Ask a grown-up to help look', 'ask-help'],
        [
          ['Wait until the book turns up', 'hourglass'],
          ['Take a friend\u2019s book to return', 'book'],
        ],
        'Asking a grown-up for help is a responsible choice.',
        2,
      ),
    ],
    celebration: { message: 'You chose homes for your things!', picture: 'backpack' },
  },
  {
    title: 'A promise is a promise',
    competency: 'relationship-skills',
    lesson: [
      card('What is a promise?', 'A promise is saying "I will do it", and then doing it.', 'promise'),
      card('Promise what you can', 'We only promise things we really can do.', 'thought'),
      card('Disappointed', 'A broken promise might make a friend feel disappointed.', 'disappointed'),
      card('If you cannot', 'If we cannot keep a promise, we tell them and say sorry.', 'bubble'),
    ],
    practice: [
      question(
        'You promised to give Chidi his book back today. What could you do?',
        ['Bring his book to school', 'backpack'],
        [
          ['Keep reading to the end', 'book'],
          ['Give him a different book', 'gift'],
        ],
        'Keeping a promise shows Chidi he can trust you.',
      ),
      question(
        'Ben says, "Promise you will fly to the moon!" What could you say?',
        ['"I can\u2019t promise"', 'stop-hand'],
        [
          ['"I promise, I can do it!"', 'promise'],
          ['"Maybe one day I will"', 'moon'],
        ],
        'We only promise things we really can do.',
        1,
      ),
      question(
        'You promised to play with Lea today. Now you feel sick. What could you do?',
        ['Call and tell her', 'phone-call'],
        [
          ['Still go and play with Lea', 'ball'],
          ['Stay in bed and say nothing', 'bed'],
        ],
        'Being sick is not your fault. If we cannot keep a promise, we tell the person.',
        2,
      ),
    ],
    celebration: { message: 'You thought about how to keep a promise!', picture: 'promise' },
  },
  {
    title: 'Caring for living things',
    competency: 'responsible-decision-making',
    lesson: [
      card('They need us', 'Pets and plants cannot look after themselves. They need us every day.', 'dog'),
      card('Just right', 'A pinch of fish food is enough. Too much is not good for a fish.', 'fish'),
      card('Plants drink too', 'We feel the soil. If it is dry, the plant needs water.', 'watering-can'),
      card('Gentle and calm', 'We hold pets gently. A calm voice helps them feel safe.', 'cat'),
    ],
    practice: [
      question(
        'Today is Laspro\u2019s turn to feed the class fish. What could he give?',
        ['A small pinch of food', 'fish'],
        [
          ['A big handful of food', 'hands'],
          ['A bit of his cookie', 'cookie'],
        ],
        'A pinch is just right. Too much food is not good for fish.',
        1,
      ),
      question(
        'The soil in the plant pot is dry. What could the plant need?',
        ['Some water from the watering can', 'watering-can'],
        [
          ['Extra sunshine', 'sun'],
          ['A bigger pot', 'plant'],
        ],
        'Dry soil means the plant is thirsty.',
        2,
      ),
      question(
        'Your dog is asleep. You want to play. What could you do?',
        ['Wait until he wakes up', 'hourglass'],
        [
          ['Wake him up with his ball', 'ball'],
          ['Give him a big hug', 'hug'],
        ],
        'Pets need rest too. You can play when he wakes up.',
      ),
    ],
    celebration: { message: 'You chose ways to care for plants and pets!', picture: 'plant' },
  },
  {
    title: 'Tell the truth, fix it',
    competency: 'responsible-decision-making',
    lesson: [
      card('Oops happens', 'Sometimes we break or spill things by accident.', 'water'),
      card('Tell the truth', 'We say, "It was me. I am sorry." Telling the truth is brave.', 'raise-hand'),
      card('Nervous is okay', 'Telling the truth can make us feel nervous. We can still do it.', 'nervous'),
      card('Help fix it', 'Then we help. We wipe the spill, or get a grown-up.', 'broom'),
      card('Forgot a job?', 'If we forget a job, we say so and do it now.', 'clock'),
    ],
    practice: [
      question(
        'Laspro knocks over a cup of juice. Nobody saw. What could he do?',
        ['Say, "It was me," and wipe it', 'raise-hand'],
        [
          ['Wipe it up without a word', 'broom'],
          ['Move his cup to a new spot', 'water'],
        ],
        'Telling the truth is brave, even when nobody saw.',
        2,
      ),
      question(
        'You forgot to give your teacher a letter from home. What now?',
        ['Give it now and say sorry', 'letter'],
        [
          ['Say sorry, and give it tomorrow', 'sorry'],
          ['Throw it in the trash', 'trash'],
        ],
        'If we forget, we say so and do it now.',
      ),
      question(
        'A glass breaks on the kitchen floor. What is safe?',
        ['Call a grown-up to help', 'ask-help'],
        [
          ['Pick up the sharp bits', 'hands'],
          ['Use Stop, breathe, name it', 'calm-down'],
        ],
        'Broken glass is sharp. A grown-up comes first. Calming down can come next.',
        1,
      ),
    ],
    celebration: { message: 'You chose to tell the truth and help fix things!', picture: 'raise-hand' },
  },
  {
    title: 'Ready for school',
    competency: 'self-management',
    lesson: [
      card('A morning list', 'A list helps us remember each job in the morning.', 'checklist'),
      card('Teeth and face', 'After breakfast, we wash our face and brush our teeth.', 'toothbrush'),
      card('Get dressed', 'Then we get dressed and put our shoes on.', 'shoes'),
      card('Check the bag', 'Last, we check our bag: book, snack, water.', 'backpack'),
      card('Calm mornings', 'A list can help mornings feel calm, not rushed.', 'calm'),
    ],
    practice: [
      question(
        'Laspro wakes up. What could help him remember every morning job?',
        ['A list to check off', 'checklist'],
        [
          ['Doing jobs as he thinks of them', 'thought'],
          ['A wake-up song on the radio', 'music'],
        ],
        'A list helps Laspro remember each job.',
      ),
      question(
        'Ana\u2019s list says: breakfast, teeth, shoes. She ate. What is next?',
        ['Brush her teeth', 'toothbrush'],
        [
          ['Put her shoes on', 'shoes'],
          ['Check her school bag', 'backpack'],
        ],
        'Her list says teeth come after breakfast. A list helps her remember.',
        1,
      ),
      question(
        'Your library book is on the kitchen table. Where could it go tonight?',
        ['Into your backpack', 'backpack'],
        [
          ['On the shelf with your toys', 'toybox'],
          ['Under your pillow', 'bed'],
        ],
        'In your backpack, the library book is ready for school.',
        2,
      ),
      question(
        'The school bus comes at eight. What could help you be ready?',
        ['Check the clock as you go', 'clock'],
        [
          ['Wait for Mom to call you again', 'family'],
          ['Do the fun jobs first', 'toybox'],
        ],
        'The clock tells you how much time is left for your list.',
      ),
    ],
    celebration: { message: 'You put the morning jobs in order!', picture: 'checklist' },
  },
  {
    title: 'Our class, our job',
    competency: 'social-awareness',
    lesson: [
      card('Shared space', 'Our classroom belongs to everyone. So everyone helps look after it.', 'school'),
      card('Class jobs', 'Some children hand out pencils. Some water the plants. Every job helps.', 'pencil'),
      card('Notice what is needed', 'See paper on the floor? Pick it up, even if it is not yours.', 'trash'),
      card('Grateful', 'When you help, others might feel grateful. Grateful means thankful.', 'heart'),
    ],
    practice: [
      question(
        'There is paper on the classroom floor. It is not yours. What could you do?',
        ['Put it in the trash', 'trash'],
        [
          ['Leave it for the cleaner', 'broom'],
          ['Tell the teacher about it', 'ask-help', ALSO_GOOD],
        ],
        'Our class is everyone\u2019s. We all help keep it nice.',
      ),
      question(
        'The pencil helper is away today. What could you do?',
        ['Offer to hand them out today', 'raise-hand'],
        [
          ['Wait for the pencils to come', 'hourglass'],
          ['Take one pencil for yourself', 'pencil'],
        ],
        'Noticing a job that needs doing is responsible.',
        1,
      ),
      question(
        'It is tidy-up time in class. Whose job is it?',
        ['Everyone\u2019s job, the whole class', 'team'],
        [
          ['The teacher\u2019s job', 'teacher'],
          ['The class helpers', 'friends'],
        ],
        'Tidy-up time is for the whole class.',
        2,
      ),
      question(
        'Your friend is telling you a story. The fire bell rings. What could you do?',
        ['Line up and go outside', 'line-up'],
        [
          ['Listen to the end first', 'ear'],
          ['Finish your drawing first', 'crayons'],
        ],
        'The fire bell means everyone goes out now. The story can wait.',
      ),
    ],
    celebration: { message: 'You thought about how to help our class!', picture: 'school' },
  },
  {
    title: 'Helping at home',
    competency: 'relationship-skills',
    lesson: [
      card('Family team', 'At home, everyone can help. Small helpers make a big difference.', 'family'),
      card('Jobs you can do', 'Set the table. Fold socks. Feed a pet. Water the plants.', 'hands'),
      card('Ask how to help', 'We can ask, "How can I help?" Then we do it well.', 'helper'),
    ],
    practice: [
      question(
        'Dad is cooking dinner. How could you help?',
        ['Put out the cups', 'water'],
        [
          ['Help Dad stir the hot pot', 'muscle'],
          ['Ask when dinner will be', 'question'],
        ],
        'Setting the table is a safe, helpful family job.',
      ),
      question(
        'Grandma looks very busy. What could you ask?',
        ['"How can I help you, Grandma?"', 'helper'],
        [
          ['"Can I watch TV now?"', 'eyes'],
          ['"Can you play with me?"', 'ball'],
        ],
        'Asking "How can I help?" makes you part of the team.',
        1,
      ),
      question(
        'Dad is folding a big pile of laundry. What could you do?',
        ['Fold the socks into pairs', 'hands'],
        [
          ['Listen to music while he folds', 'music'],
          ['Watch TV while he folds', 'eyes'],
        ],
        'Folding socks is a family job just your size.',
        2,
      ),
    ],
    celebration: { message: 'You chose ways to help your family team!', picture: 'family' },
  },
  {
    title: 'Stop and think',
    competency: 'responsible-decision-making',
    lesson: [
      card('Stop', 'Before we do something, we stop for a moment.', 'stop-hand'),
      card('Is it safe?', 'We ask: could someone get hurt?', 'bandage'),
      card('Is it kind?', 'We ask: how might others feel?', 'heart'),
      card('What happens next?', 'We think: what will happen after? Then we choose.', 'thought'),
    ],
    practice: [
      question(
        'You want to kick your ball. A window is close by. What could you do?',
        ['Walk away from the window first', 'walk-away'],
        [
          ['Kick it softly near the window', 'ball'],
          ['Check that nobody is watching', 'eyes'],
        ],
        'Think what might happen next. Then choose.',
      ),
      question(
        'You want your friend\u2019s toy car. What could you do first?',
        ['Stop and think, then ask', 'thought'],
        [
          ['Take it when he turns away', 'grab'],
          ['Play with it for one minute, then ask', 'clock'],
        ],
        'Stop and think: how might your friend feel?',
        1,
      ),
      question(
        'Your friend dares you to jump off a high wall. What could you do?',
        ['Stop and say "No, thanks"', 'stop-hand'],
        [
          ['Jump fast, before you think', 'clock'],
          ['Ask your friend to jump first', 'friends'],
        ],
        'A high wall is not safe. Stopping to think keeps you safe.',
        2,
      ),
      question(
        'Your friend falls off the swing and is hurt. No grown-up is close. What now?',
        ['Shout for a grown-up', 'ask-help'],
        [
          ['Help him stand up fast', 'hands'],
          ['Run home to get a bandage', 'bandage'],
        ],
        'A hurt friend needs a grown-up. Shouting for help is right here.',
        1,
      ),
    ],
    celebration: { message: 'You stopped and thought, then chose!', picture: 'lightbulb' },
  },
  {
    title: 'Responsible me',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You have spent ten days with Laspro. Now you can do so much!', 'calendar'),
      card('What you can do', 'You look after your things. You keep promises. You tell the truth.', 'checklist'),
      card('Feeling calm', 'Knowing your jobs can help you feel calm and ready.', 'calm'),
      card('People trust you', 'Your family, friends and teacher know they can trust you.', 'handshake'),
    ],
    practice: [
      question(
        'Your teacher asks you to water the class plant all week. What could you do?',
        ['Water a little each day', 'calendar'],
        [
          ['Water lots on Monday', 'watering-can'],
          ['Water it if you remember', 'thought'],
        ],
        'A job for a week means every day of the week.',
        1,
      ),
      question(
        'You lost your friend\u2019s pencil. What could you do?',
        ['Tell her the truth and say sorry', 'bubble'],
        [
          ['Buy her a new one quietly', 'gift'],
          ['Give her your old pencil quietly', 'pencil'],
        ],
        'Telling the truth and saying sorry is responsible.',
        2,
      ),
      question(
        'Your little brother spills his milk. You are close by. What could you do?',
        ['Help him wipe it up', 'helper'],
        [
          ['Tell him to be careful', 'bubble'],
          ['Step over it and go play', 'footsteps'],
        ],
        'Helping with a spill is responsible, even when it is not yours.',
      ),
    ],
    celebration: { message: 'Ten days of responsible choices! Laspro is proud of you!', picture: 'medal' },
  },
];

export const LASPRO: ProgrammeContent = {
  character: 'LASPRO',
  days: DAYS,
  screening: {
    title: 'Responsibility: what would you do?',
    questions: [
      testItem(
        'responsible-decision-making',
        'It is your turn to hand out napkins at snack time. What could you do?',
        ['Hand them out now', 'hands'],
        [
          ['Ask a friend to do it', 'friends'],
          ['Wait until someone asks for one', 'hourglass'],
        ],
        'When it is your turn, you do the job.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You step on Kim\u2019s sand tower by accident. What could you do?',
        ['Say sorry to Kim, and fix her tower', 'sorry'],
        [
          ['Walk on, she did not see', 'footsteps'],
          ['Say the wind did it, then help her', 'wind'],
        ],
        'Saying sorry and helping fix it is responsible.',
      ),
      testItem(
        'responsible-decision-making',
        'You finish painting at the art table. What could you do?',
        ['Wash your brush and put it away', 'tidy-up'],
        [
          ['Ask a friend to help clean it up', 'friends'],
          ['Run out to recess', 'footsteps'],
        ],
        'Cleaning up what you used is your job.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'You promised to help Grandpa in the garden. Friends ask you to play. What could you do?',
        ['Go to Grandpa, like you said', 'house'],
        [
          ['Play, then help if there is time', 'clock'],
          ['Tell Grandpa, "Maybe next week"', 'calendar'],
        ],
        'A promise to Grandpa comes first. Play can come after.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'The class hamster has no water. It is not your job. What could you do?',
        ['Tell the teacher right away', 'ask-help'],
        [
          ['Wait for the pet helper to see it', 'hourglass'],
          ['Open the cage and fill it yourself', 'water'],
        ],
        'The hamster needs water now. The teacher can help safely.',
      ),
      testItem(
        'responsible-decision-making',
        'You find a wallet on the school bus seat. What could you do?',
        ['Give it to the bus driver', 'hands'],
        [
          ['Put it in your backpack', 'backpack'],
          ['Hand it to a friend to keep', 'friends'],
        ],
        'The driver can help find who lost it.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'You are line leader today. Your friend wants to swap. What could you do?',
        ['Ask the teacher if you may swap', 'ask-help'],
        [
          ['Swap, she is your friend', 'friends'],
          ['Ask the class to vote on it', 'raise-hand'],
        ],
        'The teacher gave you the job. The teacher can say if you swap.',
        1,
      ),
      testItem(
        'relationship-skills',
        'You promised to save Ana a seat. Your best friend wants it. What could you do?',
        ['Say, "I saved it for Ana"', 'promise'],
        [
          ['Let him have it, he is your best friend', 'friends'],
          ['Say, "Okay," and let him sit', 'hands'],
        ],
        'A promise to Ana counts. Your friend can find another seat.',
      ),
    ],
    form_b: [
      testItem(
        'responsible-decision-making',
        'It is your turn to ring the bell for clean-up. What could you do?',
        ['Ring the bell right now', 'bell'],
        [
          ['Let someone else ring it', 'team'],
          ['Wait until the teacher asks you', 'hourglass'],
        ],
        'Your turn means you do the job now.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'You color on your friend\u2019s page by mistake. What could you do?',
        ['Tell her it was you, and say sorry', 'bubble'],
        [
          ['Turn the page over fast', 'book'],
          ['Say it was like that before', 'crayons'],
        ],
        'Owning up and saying sorry is responsible.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You finish a puzzle at the library. What could you do?',
        ['Put the pieces back in the box', 'tidy-up'],
        [
          ['Push it to one side of the table', 'hands'],
          ['Ask the next kid to help put it away', 'team'],
        ],
        'Putting back what you used is your job.',
      ),
      testItem(
        'responsible-decision-making',
        'You said you would help your sister build a fort. A friend asks you to the park. What could you do?',
        ['Build the fort, like you said', 'blocks'],
        [
          ['Go to the park, help another day', 'calendar'],
          ['Ask her to build it herself', 'alone'],
        ],
        'Keeping your word to your sister comes first.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'A baby bird sits on the playground. It cannot fly. What could you do?',
        ['Tell a teacher on duty', 'ask-help'],
        [
          ['Pick it up and take it inside', 'hands'],
          ['Poke it gently so it flies', 'bird'],
        ],
        'A grown-up knows how to help a bird safely.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You find a lunch box on a bench. It has a name on it. What could you do?',
        ['Take it to the school office', 'hands'],
        [
          ['Open it to see what is inside', 'magnifier'],
          ['Leave it there, then tell a friend', 'walk-away'],
        ],
        'The office can find who lost the box.',
      ),
      testItem(
        'responsible-decision-making',
        'Your teacher asks you to carry the ball bag. A friend wants to carry it. What could you do?',
        ['Ask the teacher if your friend may', 'ask-help'],
        [
          ['Give it to her, she asked nicely', 'gift'],
          ['Race her to the door with it', 'footsteps'],
        ],
        'The teacher gave you the job. Ask before you pass it on.',
        2,
      ),
      testItem(
        'relationship-skills',
        'At recess you promised Mo a game of catch. Then Jay invites you to race.',
        ['Play catch with Mo, like you said', 'promise'],
        [
          ['Race with Jay, Mo can find someone', 'footsteps'],
          ['Tell Mo that catch is off today', 'bubble'],
        ],
        'Mo is counting on you. You can race another time.',
        1,
      ),
    ],
  },
};
