#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plays one game of any rule set through `ambuscade-cli engine`: every side gives a random
legal order now and then, and otherwise asks the program's own computer what to do.
usage: example_player.py CLI SCENARIO [SEED]"""
import json, random, subprocess, sys

cli, scenario = sys.argv[1], sys.argv[2]
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
rng = random.Random(seed)
engine = subprocess.Popen([cli, "engine", scenario, "--seed", str(seed)],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

def ask(**request):
    engine.stdin.write(json.dumps(request) + "\n")
    engine.stdin.flush()
    answer = json.loads(engine.stdout.readline())
    if not answer["ok"]:
        sys.exit(f"the engine refused {request}: {answer['error']}")
    return answer

hello = json.loads(engine.stdout.readline())
orders_given = 0
step = hello["step"]
while not step["over"]:
    orders = [o for o in ask(do="legal")["orders"] if o["kind"] != "next"]
    answer = {"done": False}
    if orders and rng.random() < 0.3:  # refused now and then: its free part is left out
        answer = ask(do="perform", order=rng.choice(orders))
    if not answer["done"]:
        answer = ask(do="perform", order=ask(do="suggest")["order"])
    if not answer["done"]:  # the computer's order refused too: it plays the step its way
        answer = ask(do="play-step")
    orders_given += answer["done"]
    step = answer["step"]
print(json.dumps({"ruleset": hello["ruleset"], "winner": step["winner"],
                  "turns": step["turn"], "orders": orders_given}))
ask(do="quit")
