"""Files the player must never lose: atomic writes, settings, records on disk."""
from .files import APP_DIR_NAME, Storage, StorageError, atomic_write_text, default_data_dir

__all__ = ["APP_DIR_NAME", "Storage", "StorageError", "atomic_write_text", "default_data_dir"]
