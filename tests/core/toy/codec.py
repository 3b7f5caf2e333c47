LEGACY_FORMATS = ("toy-v1",)


def upgrade(data: dict) -> dict:
    from game.core.records import FORMAT, RecordError
    if not isinstance(data.get("moves"), list):
        raise RecordError("A toy v1 record needs moves.")
    return {"format": FORMAT, "version": 2, "game": "toy", "options": {}, "seed": None, "start": None,
            "actions": data["moves"], "result": None, "meta": {}}
