#!/usr/bin/env bash
# Renders the demo influencer clips committed under media/influencers/ (needs Debian's ffmpeg and espeak-ng).
# Original content: a coloured card, the influencer's name and a spoken congratulation, with its captions (.vtt).
# Each clip lasts as long as its words and a breath after them: a fixed length cut the last words off.
set -euo pipefail
cd "$(dirname "$0")/../media/influencers"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
render() { # id, name, colour, voice, words
  local wav; wav=$(mktemp --suffix .wav)
  espeak-ng -v "$4" -s 140 -w "$wav" "$5"
  local said; said=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$wav")
  local length; length=$(printf '%.1f' "$(echo "$said + 1.5" | bc)")
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$3:s=640x360:d=$length" -i "$wav" \
    -vf "drawtext=fontfile=$font:text='$2':fontsize=72:fontcolor=white:x=(w-tw)/2:y=(h-th)/2-90,drawtext=fontfile=$font:text='Well done!':fontsize=60:fontcolor=white:x=(w-tw)/2:y=(h-th)/2+5" \
    -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -c:a aac -b:a 48k -ac 1 -af apad -t "$length" -movflags +faststart "$1.mp4"
  rm -f "$wav"
  # The words as captions too, for a child who cannot hear them, up while they are said (the app shows them large).
  printf 'WEBVTT\n\n00:00.000 --> 00:%06.3f\n%s\n' "$length" "$5" > "$1.vtt"
}
render sunny-sam 'Sunny Sam' '#f59e0b' en-us+f3 'Well done, superstar! You finished your whole day. I am so proud of you!'
render captain-kit 'Captain Kit' '#2563eb' en-gb+m3 'Ahoy, champion! Another day done. Keep sailing, you are amazing!'
render dj-juniper 'DJ Juniper' '#db2777' en-us+f4 'Yes! You did it! That was awesome. Give yourself a big clap!'
