"""The scoreboard: a local web page for the table's TV and every phone (``booray board``).

Starlette on uvicorn, Jinja2 templates, one small script and one stylesheet served from the
package (nothing from the internet). It reads and writes only through the library API.
"""
