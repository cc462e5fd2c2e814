from paiju.cli import main

main(prog_name="paiju")
