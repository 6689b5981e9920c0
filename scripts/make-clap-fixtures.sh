#!/bin/sh
# Renders the recordings the clap detector is tested against (test/frontend/clap-detector.test.ts), with Debian's
# sox and espeak-ng: `apt-get install sox espeak-ng`, then `sh scripts/make-clap-fixtures.sh`. 16 kHz mono, 8-bit
# mu-law WAV, a few seconds each, so the committed files stay small. The clap times are listed in the test.
set -eu
out=test/fixtures/audio
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
rate=16000

place() { # place <clap file> <seconds> <into>
  sox "$1" "$tmp/placed.wav" pad "$2" 0
  sox -m -v 1 "$3" -v 1 "$tmp/placed.wav" "$tmp/mixed.wav"
  mv "$tmp/mixed.wav" "$3"
}

# A hand clap: a burst of broadband noise that starts at once and dies away within ~60 ms.
sox -n -r $rate -c 1 "$tmp/clap.wav" synth 0.09 pinknoise highpass 600 lowpass 7000 fade l 0.0015 0.09 0.08 gain -n -1
sox "$tmp/clap.wav" "$tmp/soft-clap.wav" gain -14

# A classroom: six children and a teacher talking at once (espeak-ng voices at children's pitch), and the room's hum.
i=0
for spec in "en-us+f2 85 175" "en-gb+f4 90 160" "en-us+m3 70 185" "en+f3 95 150" "en-gb-scotland+f1 80 170" "en-us+m1 50 140" "en+f5 99 190"; do
  set -- $spec
  espeak-ng -v "$1" -p "$2" -s "$3" -w "$tmp/voice-$i.wav" \
    "Can I have the red one please? No it is my turn now. Look at this, a big dinosaur! Teacher, teacher, I finished. We are going outside after lunch, yes we are."
  sox "$tmp/voice-$i.wav" -r $rate -c 1 "$tmp/v-$i.wav" trim 0.$((i + 1)) 4.2 pad 0.$((7 - i)) 0 gain -n -$((14 + i))
  i=$((i + 1))
done
sox -n -r $rate -c 1 "$tmp/hum.wav" synth 4.2 brownnoise gain -n -32
sox -m "$tmp"/v-*.wav "$tmp/hum.wav" -r $rate -c 1 "$tmp/classroom.wav" trim 0 3.5 gain -n -12

# Children shouting over it, loud and sudden: what a fixed loudness threshold took for claps.
espeak-ng -v en-us+f4 -p 99 -s 200 -a 200 -w "$tmp/hey.wav" "Hey!"
espeak-ng -v en+f2 -p 90 -s 220 -a 200 -w "$tmp/me.wav" "Me! Me! Me!"
sox "$tmp/hey.wav" -r $rate -c 1 "$tmp/hey16.wav" gain -n -1
sox "$tmp/me.wav" -r $rate -c 1 "$tmp/me16.wav" gain -n -2
cp "$tmp/classroom.wav" "$tmp/noisy.wav"
place "$tmp/hey16.wav" 0.9 "$tmp/noisy.wav"
place "$tmp/me16.wav" 2.1 "$tmp/noisy.wav"
sox "$tmp/noisy.wav" -e u-law -b 8 "$out/classroom.wav"

# Claps over that classroom, and in a quiet room (soft ones too), at the times the test expects.
cp "$tmp/classroom.wav" "$tmp/claps-in-classroom.wav"
for t in 0.7 1.2 1.7 2.2 2.6 3.1; do place "$tmp/clap.wav" $t "$tmp/claps-in-classroom.wav"; done
sox "$tmp/claps-in-classroom.wav" -e u-law -b 8 "$out/claps-in-classroom.wav"

sox -n -r $rate -c 1 "$tmp/quiet.wav" synth 3 brownnoise gain -n -48
for t in 0.6 1.0 1.4; do place "$tmp/clap.wav" $t "$tmp/quiet.wav"; done
for t in 1.9 2.3; do place "$tmp/soft-clap.wav" $t "$tmp/quiet.wav"; done
sox "$tmp/quiet.wav" -e u-law -b 8 "$out/claps-quiet-room.wav"

# Beeps every 500 ms: Chromium's fake microphone (a 400 Hz square pulse, 0 to 1, 25 ms long, as measured in the
# browser the end-to-end tests use), then a kitchen-timer beep (1 kHz, 100 ms).
sox -n -r $rate -c 1 "$tmp/pulse.wav" synth 0.025 square 400 vol 0.45 dcshift 0.45 pad 0 0.475
sox -n -r $rate -c 1 "$tmp/tone.wav" synth 0.1 sine 1000 fade q 0.002 0.1 0.01 gain -3 pad 0 0.4
sox "$tmp/pulse.wav" "$tmp/pulse.wav" "$tmp/pulse.wav" "$tmp/tone.wav" "$tmp/tone.wav" "$tmp/tone.wav" \
  -e u-law -b 8 "$out/beeps-every-500ms.wav" pad 0.3 0
ls -l "$out"
