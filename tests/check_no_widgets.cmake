# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when BINARY lists Qt Widgets (or anything built on it) among the libraries it needs.
find_program(READELF readelf REQUIRED)
execute_process(COMMAND ${READELF} -d ${BINARY} OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "readelf could not read ${BINARY}")
endif()
if(NOT dynamic MATCHES "libQt6Core")
  message(FATAL_ERROR "${BINARY} does not list libQt6Core; the check would prove nothing")
endif()
if(dynamic MATCHES "libQt6(Widgets|PrintSupport|SvgWidgets)")
  message(FATAL_ERROR "${BINARY} needs ${CMAKE_MATCH_0}: the core and renderer must stay free of widgets")
endif()
message(STATUS "${BINARY} needs no Qt Widgets")
